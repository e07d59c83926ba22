import type { ConnectEnv } from '../shared/connect';
import { isFieldEmpty } from './advanced-search.logic';
import type { SearchItemType, SearchValue } from './advanced-search.types';
import { SEARCH_DEFAULT_ROWS, collapseCount, columnsForWidth, conditionSpan } from './search-layout.logic';

/** What the layout needs of a condition: the connect's `SearchFieldView` has it. */
export interface LayoutCondition {
  id: string;
  kind: SearchItemType;
  value: SearchValue;
}

/** The panel's measured width and whether the user expanded it. */
export interface SearchLayoutState {
  /** The panel's own width in px; `null` until measured. */
  width: number | null;
  expanded: boolean;
  /** Rows a collapsed panel shows (the platform's default when missing). */
  rows?: number;
  /** The span the host gave a condition (`SearchFieldItem.colSpan`), by id. */
  colSpans?: Readonly<Record<string, number | undefined>>;
}

/** How a skin lays the conditions out. */
export interface SearchLayoutView<T extends LayoutCondition> {
  /** Conditions a row at the panel's width (4, 3, 2 or 1). */
  columns: number;
  /** The conditions to render, in order, each with its span of the 24-column grid. */
  conditions: { condition: T; span: number }[];
  /** The expand / collapse switch; `null` when every condition fits the default rows. */
  collapse: {
    expanded: boolean;
    label: string;
    /** Conditions the collapsed panel leaves out. */
    hiddenCount: number;
    toggle(): void;
  } | null;
}

/**
 * The panel's layout (issue 38): columns by its width, spans, and the conditions a collapsed panel
 * shows. A collapsed panel says how many conditions it leaves out and how many of those hold a value,
 * so a filter the user cannot see is never a surprise.
 */
export function connectSearchLayout<T extends LayoutCondition>(
  conditions: readonly T[],
  state: SearchLayoutState,
  toggle: () => void,
  env: ConnectEnv,
): SearchLayoutView<T> {
  const columns =
    env.platform === 'mobile' ? Math.min(2, columnsForWidth(state.width)) : columnsForWidth(state.width);
  const placed = conditions.map((condition) => ({
    condition,
    span: conditionSpan(state.colSpans?.[condition.id], columns),
  }));
  const fit = collapseCount(
    placed.map((item) => item.span),
    state.rows ?? SEARCH_DEFAULT_ROWS[env.platform],
  );
  if (fit >= placed.length) return { columns, conditions: placed, collapse: null };
  const hidden = placed.slice(fit);
  const filled = hidden.filter(
    (item) => !isFieldEmpty({ itemType: item.condition.kind }, item.condition.value),
  );
  const { t } = env;
  return {
    columns,
    conditions: state.expanded ? placed : placed.slice(0, fit),
    collapse: {
      expanded: state.expanded,
      label: state.expanded
        ? t('advanced-search.layout.collapse')
        : filled.length > 0
          ? t('advanced-search.layout.expandFilled', { count: hidden.length, filled: filled.length })
          : t('advanced-search.layout.expand', { count: hidden.length }),
      hiddenCount: hidden.length,
      toggle,
    },
  };
}
