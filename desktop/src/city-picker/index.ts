export { CityPicker, type CityPickerProps } from './CityPicker';
