import type { UseCityPickerOptions } from './use-city-picker';

/** Props of both skins' `CityPicker`. */
export type CityPickerProps = Omit<UseCityPickerOptions, 'platform'> & {
  /** Test id of the picker's root (default 'city-picker'). */
  testId?: string;
};
