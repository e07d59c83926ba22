export {
  useAdvancedSearch,
  type AdvancedSearchPanelView,
  type AdvancedSearchProps,
} from './use-advanced-search';
export { useMatchWords } from './use-match-words';
export { useSearchLayout, type SearchLayoutOptions } from './use-search-layout';
export { useLightFilter } from './use-light-filter';
