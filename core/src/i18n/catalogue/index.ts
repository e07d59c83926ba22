// The one message catalogue of suite-ui: every feature's messages, merged. Each feature keeps its
// keys in its own file (prefixed with the feature name) so features can grow side by side.
import { commonMessages } from './common';
import { commentMessages } from './comment';
import { anchorMessages } from './anchor';
import { popupMessages } from './popup';
import { feedbackMessages } from './feedback';
import { actionSheetMessages } from './action-sheet';
import { breadcrumbMessages } from './breadcrumb';
import { swipeActionMessages } from './swipe-action';
import { collapseMessages } from './collapse';
import { quickMenuMessages } from './quick-menu';
import { gridMessages } from './grid';
import { richTextMessages } from './rich-text';
import { markdownMessages } from './markdown';
import { chartMessages } from './chart';
import { mapMessages } from './map';
import { datesMessages } from './dates';
import { cityPickerMessages } from './city-picker';
import { mediaPlayerMessages } from './media-player';
import { imageCropMessages } from './image-crop';
import { signatureMessages } from './signature';
import { recorderMessages } from './recorder';
import { imageViewerMessages } from './image-viewer';
import { cascaderMessages } from './cascader';
import { treeMessages } from './tree';
import { transferMessages } from './transfer';
import { iconSelectMessages } from './icon-select';
import { badgeMessages } from './badge';
import { filterButtonsMessages } from './filter-buttons';
import { numberInputMessages } from './number-input';
import { boxSelectionMessages } from './box-selection';
// the documentation site's texts are typed here but load only with the site entry (@suite-ui/core/site)
import type { demoMessages } from './demo';
import type { docsMessages } from './docs';
import { browserMessages } from './browser';
import { hrCardMessages } from './hr-card';
import { layoutMessages } from './layout';
import { rateMessages } from './rate';
import { recurrenceMessages } from './recurrence';
import { uploadMessages } from './upload';
import { upgradeNoticeMessages } from './upgrade-notice';
import { watermarkMessages } from './watermark';
import { shareMessages } from './share';
import { advancedSearchMessages } from './advanced-search';
import { tableMessages } from './table';
import { formMessages } from './form';
import { detailCardMessages } from './detail-card';
import { sortMessages } from './sort';
import { secretLevelMessages } from './secret-level';
import { relationMessages } from './relation';
import { treeSelectMessages } from './tree-select';
import { inputMessages } from './input';
import { checkboxMessages } from './checkbox';
import { titleMessages } from './title';
import { carouselMessages } from './carousel';
import { enUS } from '../../locale/en_US';

const sets = [
  commonMessages,
  rateMessages,
  layoutMessages,
  watermarkMessages,
  upgradeNoticeMessages,
  uploadMessages,
  datesMessages,
  recurrenceMessages,
  anchorMessages,
  popupMessages,
  feedbackMessages,
  actionSheetMessages,
  breadcrumbMessages,
  swipeActionMessages,
  collapseMessages,
  quickMenuMessages,
  gridMessages,
  richTextMessages,
  markdownMessages,
  chartMessages,
  mapMessages,
  browserMessages,
  hrCardMessages,
  cityPickerMessages,
  mediaPlayerMessages,
  imageCropMessages,
  signatureMessages,
  recorderMessages,
  imageViewerMessages,
  commentMessages,
  cascaderMessages,
  treeMessages,
  transferMessages,
  iconSelectMessages,
  badgeMessages,
  filterButtonsMessages,
  numberInputMessages,
  boxSelectionMessages,
  shareMessages,
  advancedSearchMessages,
  tableMessages,
  formMessages,
  detailCardMessages,
  sortMessages,
  secretLevelMessages,
  relationMessages,
  treeSelectMessages,
  inputMessages,
  checkboxMessages,
  titleMessages,
  carouselMessages,
] as const;

type SetKeys<S> = S extends { zh_CN: Record<infer K, string> } ? K : never;

/** Every message key of the catalogue, the documentation site's included. */
export type MessageKey =
  SetKeys<(typeof sets)[number]> | SetKeys<typeof demoMessages> | SetKeys<typeof docsMessages>;

/** The keys of the widgets' own texts (the site's left out). */
export type WidgetMessageKey = SetKeys<(typeof sets)[number]>;

function mergeChinese(): Record<WidgetMessageKey, string> {
  return Object.assign({}, ...sets.map((set) => set.zh_CN)) as Record<WidgetMessageKey, string>;
}

/** Every feature's message set, for hosts that want all texts up front (`registerMessages(...allMessageSets)`). */
export const allMessageSets = sets;

/** Every widget's texts merged (tests and tools; widgets load their own sets, the site its own). */
export const catalogue = {
  zh_CN: mergeChinese(),
  en_US: enUS.messages as Record<WidgetMessageKey, string>,
};
