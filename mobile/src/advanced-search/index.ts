export { AdvancedSearch, type AdvancedSearchProps } from './AdvancedSearch';
