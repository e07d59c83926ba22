export { AdvancedSearch, type AdvancedSearchProps } from './AdvancedSearch';
export { LightFilter, type LightFilterProps } from './LightFilter';
