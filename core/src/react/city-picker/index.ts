export { useCityPicker, type UseCityPickerOptions } from './use-city-picker';
export type { CityPickerProps } from './city-picker.props';
