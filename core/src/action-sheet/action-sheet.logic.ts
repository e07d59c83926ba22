import type { ConnectEnv } from '../shared/connect';
import { SUITE_COLOUR_HEX, suiteColour, type SuiteColour } from '../shared/suite-colour';

/** The three forms of action sheet (spec 2.3). */
export type ActionSheetForm = 'normal' | 'grid' | 'share';

/** One action of the sheet. */
export interface ActionSheetItem {
  key: string;
  text: string;
  /** A line under the text (normal form). */
  description?: string;
  disabled?: boolean;
  /** A destructive action (shown in red). */
  danger?: boolean;
  /** Tile colour in grid and share forms; suite colours in turn by default. */
  colour?: SuiteColour;
}

/** Options of `actionSheetItems`. */
export interface ActionSheetLayout {
  form: ActionSheetForm;
  /** Items per row in grid and share forms (default 4). */
  perRow?: number;
}

/** spec 9: filter buttons per line and grid columns are 4. */
export const ACTION_SHEET_PER_ROW = 4;

/** The suite's share targets (spec 3, share target types). */
export const SHARE_TARGETS = [
  'user',
  'dept',
  'subcompany',
  'group',
  'position',
  'all',
  'role',
  'organization',
  'external',
] as const;

export type ShareTarget = (typeof SHARE_TARGETS)[number];

const rowSize = (perRow: number) => (Number.isInteger(perRow) && perRow > 0 ? perRow : ACTION_SHEET_PER_ROW);

/**
 * The items laid out in rows: one row for the normal form, rows of at most `perRow` (default 4;
 * anything but a positive integer reads as 4) for grid and share.
 */
export function actionSheetItems<T>(
  items: readonly T[],
  { form, perRow = ACTION_SHEET_PER_ROW }: ActionSheetLayout,
): T[][] {
  if (form === 'normal') return items.length > 0 ? [[...items]] : [];
  const size = rowSize(perRow);
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/** The share targets as action-sheet items, in the current locale. */
export function shareTargetItems(t: ConnectEnv['t']): ActionSheetItem[] {
  return SHARE_TARGETS.map((target) => ({ key: target, text: t(`action-sheet.share.${target}`) }));
}

/** One item as a skin renders it. */
export interface ActionSheetItemView {
  key: string;
  text: string;
  description: string | null;
  disabled: boolean;
  danger: boolean;
  /** Tile background (white text on it passes AA) for grid and share forms. */
  background: string;
  /** One letter for the tile. */
  glyph: string;
  testId: string;
}

/** What a skin renders for an action sheet. */
export interface ActionSheetView {
  form: ActionSheetForm;
  rows: ActionSheetItemView[][];
  /** Columns of grid and share forms. */
  columns: number;
  /** The sheet's heading: the host's, or "Share with" for the share form. */
  title: string | null;
  cancelText: string;
}

/** Options of `actionSheetView`. */
export interface ActionSheetOptions extends ActionSheetLayout {
  /** The actions; the share form defaults to the suite's share targets. */
  items?: readonly ActionSheetItem[];
  title?: string;
}

/** The action sheet's view model. */
export function actionSheetView(options: ActionSheetOptions, env: Pick<ConnectEnv, 't'>): ActionSheetView {
  const items = options.items ?? (options.form === 'share' ? shareTargetItems(env.t) : []);
  const views = items.map((item, index): ActionSheetItemView => ({
    key: item.key,
    text: item.text,
    description: item.description ?? null,
    disabled: item.disabled === true,
    danger: item.danger === true,
    background: SUITE_COLOUR_HEX[suiteColour(item.colour, index)],
    glyph: Array.from(item.text.trim())[0] ?? '',
    testId: `action-sheet-item-${item.key}`,
  }));
  const perRow = options.perRow ?? ACTION_SHEET_PER_ROW;
  const rows = actionSheetItems(views, { form: options.form, perRow });
  return {
    form: options.form,
    rows,
    columns: options.form === 'normal' ? 1 : rowSize(perRow),
    title: options.title ?? (options.form === 'share' ? env.t('action-sheet.shareTitle') : null),
    cancelText: env.t('action-sheet.cancel'),
  };
}
