export {
  CITY_LEVELS,
  cityDepth,
  divisionLevel,
  toDivisionCode,
  type CityLevel,
  type CityPathItem,
  type CityTreeOptions,
} from './city-picker.logic';
export { cityTree, findCityPath, searchCities } from './city-picker.data';
export { cityPickerMachine } from './city-picker.machine';
export { cityPickerActors, type CityPickerServices } from './city-picker.service';
export { connectCityPicker } from './city-picker.connect';
export type {
  CityOption,
  CityPickerContext,
  CityPickerEvent,
  CityPickerInput,
  CityPickerView,
  CitySource,
} from './city-picker.types';
export { cityPickerTexts } from './messages';
