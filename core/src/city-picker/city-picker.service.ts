// The picker's one IO, loading the divisions (the bundled data in its own chunk, or a host's
// source), and the machine's actor over it.
import { fromPromise } from 'xstate';
import type { CitySource } from './city-picker.types';

/** The IO of a city picker. */
export interface CityPickerServices {
  /** The divisions. */
  loadCities(): Promise<CitySource>;
}

/** The city picker machine's actors over `CityPickerServices`. */
export function cityPickerActors(services: CityPickerServices) {
  return { loadCities: fromPromise<CitySource>(() => services.loadCities()) };
}
