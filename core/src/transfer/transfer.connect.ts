import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { pageSelection, type TransferSide } from './transfer.logic';
import { sideItems, type TransferEvent, type transferMachine } from './transfer.machine';

/** One item row of a side. */
export interface TransferItemView {
  key: string;
  title: string;
  description?: string;
  disabled: boolean;
  selected: boolean;
  testId: string;
}

/** One side of a transfer. */
export interface TransferSideView {
  side: TransferSide;
  title: string;
  items: TransferItemView[];
  /** e.g. "2/14 项". */
  count: string;
  keyword: string;
  searchPlaceholder: string;
  page: number;
  pages: number;
  /** "Select all on this page": all, some or none of its enabled items. */
  pageState: 'all' | 'some' | 'none';
  selectPageText: string;
  emptyText: string;
  /** Shows a remove button per item (the target of a one-way transfer). */
  removable: boolean;
  removeText: string;
  toggle(key: string): void;
  togglePage(checked: boolean): void;
  search(keyword: string): void;
  setPage(page: number): void;
  remove(key: string): void;
}

/** What both skins render for a transfer. */
export interface TransferView {
  source: TransferSideView;
  target: TransferSideView;
  targetKeys: readonly string[];
  oneWay: boolean;
  canMoveRight: boolean;
  canMoveLeft: boolean;
  /** Shows the move-left button (not in one-way mode). */
  showMoveLeft: boolean;
  moveRightText: string;
  moveLeftText: string;
  moveRight(): void;
  moveLeft(): void;
}

/** The transfer's view model (spec 1, 2.3). */
export function connectTransfer(
  snapshot: SnapshotFrom<typeof transferMachine>,
  send: (event: TransferEvent) => void,
  env: ConnectEnv,
): TransferView {
  const { context } = snapshot;
  const side = (which: TransferSide): TransferSideView => {
    const state = context[which];
    const shown = sideItems(context, which);
    const selected = new Set(state.selected);
    return {
      side: which,
      title: env.t(which === 'source' ? 'transfer.source' : 'transfer.target'),
      items: shown.items.map((item) => ({
        key: item.key,
        title: item.title,
        description: item.description,
        disabled: item.disabled === true,
        selected: selected.has(item.key),
        testId: `transfer-item-${item.key}`,
      })),
      count: env.t('transfer.count', { selected: state.selected.length, total: shown.all.length }),
      keyword: state.keyword,
      searchPlaceholder: env.t('transfer.search'),
      page: shown.page,
      pages: shown.pages,
      pageState: pageSelection(state.selected, shown.items),
      selectPageText: env.t('transfer.selectPage'),
      emptyText: env.t('transfer.empty'),
      removable: which === 'target' && context.oneWay,
      removeText: env.t('transfer.remove'),
      toggle: (key) => send({ type: 'TOGGLE', side: which, key }),
      togglePage: (checked) => send({ type: 'TOGGLE_PAGE', side: which, checked }),
      search: (keyword) => send({ type: 'SEARCH', side: which, keyword }),
      setPage: (page) => send({ type: 'PAGE', side: which, page }),
      remove: (key) => send({ type: 'REMOVE', key }),
    };
  };
  return {
    source: side('source'),
    target: side('target'),
    targetKeys: context.targetKeys,
    oneWay: context.oneWay,
    canMoveRight: context.source.selected.length > 0,
    canMoveLeft: !context.oneWay && context.target.selected.length > 0,
    showMoveLeft: !context.oneWay,
    moveRightText: env.t('transfer.moveRight'),
    moveLeftText: env.t('transfer.moveLeft'),
    moveRight: () => send({ type: 'MOVE', to: 'target' }),
    moveLeft: () => send({ type: 'MOVE', to: 'source' }),
  };
}
