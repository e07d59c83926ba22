// Advanced search, saved common filters and search history (issue 17; spec 2.3, 3-9).
export type {
  CommonConditionSetting,
  FilterRange,
  FilterUser,
  MatchMode,
  SavedFilter,
  SavedFilterContent,
  SavedFilterSummary,
  SearchAction,
  SearchDateValue,
  SearchFieldItem,
  SearchHistoryEntry,
  SearchItemType,
  SearchOption,
  SearchPayload,
  SearchScopeValue,
  SearchSecretLevelValue,
  SearchValue,
  SearchValues,
} from './advanced-search.types';
export {
  CHECK_PERMISSION_URL,
  FILTER_ADMIN_MENU_CODE,
  FILTER_ADMIN_PERMISSION,
  FILTER_NAME_MAX,
  FILTER_RANGES,
  PANEL_LOADING_MS,
  SEARCH_ACTIONS,
  SEARCH_COLUMN_SPAN,
  SEARCH_DEFAULT_MATCH_MODE,
  SEARCH_DIALOG_WIDTH,
  SEARCH_MOBILE_DIALOG_WIDTH,
  applyConditionSettings,
  buildSearchPayload,
  isFieldEmpty,
  isFilterAdmin,
  isSearchEmpty,
  parseConditionSettings,
  parseFilterContent,
  searchEndpoint,
  validateCommonFilter,
  type CommonFilterDraft,
  type CommonFilterErrors,
  type FilterAdminOptions,
  type SearchEndpointOptions,
  type SearchPayloadOptions,
} from './advanced-search.logic';
export { formItemCondition, searchConditions } from './form-conditions.logic';
export {
  advancedSearchMachine,
  type AdvancedSearchContext,
  type AdvancedSearchEmitted,
  type AdvancedSearchEvent,
  type AdvancedSearchInput,
  type AdvancedSearchMachine,
} from './advanced-search.machine';
export {
  commonFilterSaveMachine,
  type CommonFilterSaveContext,
  type CommonFilterSaveEmitted,
  type CommonFilterSaveEvent,
  type CommonFilterSaveInput,
  type CommonFilterSaveMachine,
  type FilterSaveChoice,
} from './common-filter.machine';
export {
  connectAdvancedSearch,
  connectCommonFilterSave,
  type AdvancedSearchView,
  type CommonFilterSaveView,
  type SearchFieldView,
} from './advanced-search.connect';
export {
  DUPLICATE_NAME_CODE,
  advancedSearchActors,
  commonFilterSaveActors,
  createSearchServices,
  matchWordsActors,
  type FilterAdminCheck,
  type SaveFilterRequest,
  type SaveFilterResult,
  type SearchServicesOptions,
  type SearchServices,
} from './advanced-search.service';
export { advancedSearchTexts } from './messages';
export {
  MATCH_WORDS_MAX,
  MATCH_WORD_MAX_LENGTH,
  MATCH_WORD_SUGGESTIONS_MAX,
  addMatchWord,
  matchWordSuggestions,
  parseMatchWords,
  type MatchWordProblem,
} from './match-words.logic';
export {
  matchWordsMachine,
  type MatchWordsContext,
  type MatchWordsEvent,
  type MatchWordsMachine,
} from './match-words.machine';
export { connectMatchWords, type MatchWordView, type MatchWordsView } from './match-words.connect';
export {
  SEARCH_COLUMN_BREAKPOINTS,
  SEARCH_DEFAULT_ROWS,
  SEARCH_GRID_COLUMNS,
  SEARCH_UNMEASURED_COLUMNS,
  collapseCount,
  columnsForWidth,
  conditionSpan,
} from './search-layout.logic';
export {
  connectSearchLayout,
  type LayoutCondition,
  type SearchLayoutState,
  type SearchLayoutView,
} from './search-layout.connect';
export {
  LIGHT_FILTER_CHIPS,
  LIGHT_FILTER_NAMES,
  conditionSummary,
  lightFilterView,
  type LightFilterChip,
  type LightFilterView,
} from './light-filter.logic';
