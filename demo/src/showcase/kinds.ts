// How the documentation sidebar groups the widgets (issue 20): by what a reader looks for.
export const SHOWCASE_KINDS = ['shell', 'entry', 'pickers', 'business', 'media', 'display'] as const;

export type ShowcaseKind = (typeof SHOWCASE_KINDS)[number];

const KIND_OF: Readonly<Record<string, ShowcaseKind>> = {
  layout: 'shell',
  watermark: 'shell',
  'upgrade-notice': 'shell',
  anchor: 'shell',
  breadcrumb: 'shell',
  grid: 'shell',
  'quick-menu': 'shell',
  feedback: 'shell',
  dates: 'entry',
  recurrence: 'entry',
  rate: 'entry',
  upload: 'entry',
  cascader: 'entry',
  transfer: 'entry',
  'icon-select': 'entry',
  'rich-text': 'entry',
  markdown: 'entry',
  form: 'entry',
  'filter-buttons': 'entry',
  'number-input': 'entry',
  'box-selection': 'entry',
  input: 'entry',
  checkbox: 'entry',
  title: 'display',
  'secret-level': 'entry',
  sort: 'entry',
  browser: 'pickers',
  'city-picker': 'pickers',
  tree: 'pickers',
  'tree-select': 'pickers',
  'hr-card': 'business',
  comment: 'business',
  share: 'business',
  'advanced-search': 'business',
  'detail-card': 'business',
  'related-records': 'business',
  relation: 'business',
  table: 'business',
  'media-player': 'media',
  carousel: 'media',
  recorder: 'media',
  signature: 'media',
  'image-crop': 'media',
  'image-viewer': 'media',
  chart: 'display',
  badge: 'display',
  map: 'display',
  collapse: 'display',
  popup: 'display',
  'action-sheet': 'display',
  'swipe-action': 'display',
};

/** The sidebar group of a widget page; a widget not listed yet shows under "display". */
export function kindOf(feature: string): ShowcaseKind {
  return KIND_OF[feature] ?? 'display';
}
