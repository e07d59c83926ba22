export {
  useAdvancedSearch,
  type AdvancedSearchPanelView,
  type AdvancedSearchProps,
} from './use-advanced-search';
