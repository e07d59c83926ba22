export {
  useAdvancedSearch,
  type AdvancedSearchPanelView,
  type AdvancedSearchProps,
} from './use-advanced-search';
export { useSearchLayout, type SearchLayoutOptions } from './use-search-layout';
