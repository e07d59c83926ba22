import { assign, emit, setup } from 'xstate';
import {
  moveTransfer,
  searchTransfer,
  selectAllOnPage,
  splitTransfer,
  transferPage,
  type TransferItem,
  type TransferSide,
} from './transfer.logic';

/** Input of the transfer machine. */
export interface TransferInput {
  items: readonly TransferItem[];
  defaultTargetKeys?: readonly string[];
  /** Items per page on each side (default 10). */
  pageSize?: number;
  /** Items only move right; each right item has its own remove. */
  oneWay?: boolean;
}

interface SideState {
  selected: string[];
  keyword: string;
  page: number;
}

export interface TransferContext {
  items: readonly TransferItem[];
  targetKeys: string[];
  pageSize: number;
  oneWay: boolean;
  source: SideState;
  target: SideState;
}

export type TransferEvent =
  | { type: 'TOGGLE'; side: TransferSide; key: string }
  | { type: 'TOGGLE_PAGE'; side: TransferSide; checked: boolean }
  | { type: 'SEARCH'; side: TransferSide; keyword: string }
  | { type: 'PAGE'; side: TransferSide; page: number }
  | { type: 'MOVE'; to: TransferSide }
  | { type: 'REMOVE'; key: string }
  /** The host gave new items (a renamed title, a language switch): the choice stays as it was. */
  | { type: 'ITEMS.SYNC'; items: readonly TransferItem[] };

/** The items shown on a side's current page, after its search. */
export function sideItems(context: TransferContext, side: TransferSide) {
  const split = splitTransfer(context.items, context.targetKeys)[side];
  const found = searchTransfer(split, context[side].keyword);
  return { all: split, found, ...transferPage(found, context[side].page, context.pageSize) };
}

const fresh = (): SideState => ({ selected: [], keyword: '', page: 1 });

/** A transfer (spec 1, 2.3): select on either side, search both, select a page, move across. */
export const transferMachine = setup({
  types: {
    input: {} as TransferInput,
    context: {} as TransferContext,
    events: {} as TransferEvent,
    emitted: {} as { type: 'change'; targetKeys: string[] },
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({
    items: input.items,
    targetKeys: [...(input.defaultTargetKeys ?? [])],
    pageSize: input.pageSize && input.pageSize > 0 ? input.pageSize : 10,
    oneWay: input.oneWay === true,
    source: fresh(),
    target: fresh(),
  }),
  on: {
    'ITEMS.SYNC': {
      // keys that are gone or now disabled leave the selections; the right side keeps its keys
      // (splitTransfer shows only the ones that exist), so a title change never moves anything
      actions: assign(({ context, event }) => {
        const selectable = new Set(event.items.filter((i) => i.disabled !== true).map((i) => i.key));
        const keep = (side: SideState): SideState => ({
          ...side,
          selected: side.selected.filter((k) => selectable.has(k)),
        });
        return { items: event.items, source: keep(context.source), target: keep(context.target) };
      }),
    },
    TOGGLE: {
      actions: assign(({ context, event }) => {
        const item = context.items.find((i) => i.key === event.key);
        if (!item || item.disabled === true) return {};
        const side = context[event.side];
        const selected = side.selected.includes(event.key)
          ? side.selected.filter((k) => k !== event.key)
          : [...side.selected, event.key];
        return { [event.side]: { ...side, selected } };
      }),
    },
    TOGGLE_PAGE: {
      actions: assign(({ context, event }) => {
        const side = context[event.side];
        const selected = selectAllOnPage(side.selected, sideItems(context, event.side).items, event.checked);
        return { [event.side]: { ...side, selected } };
      }),
    },
    SEARCH: {
      actions: assign(({ context, event }) => ({
        [event.side]: { ...context[event.side], keyword: event.keyword, page: 1 },
      })),
    },
    PAGE: {
      actions: assign(({ context, event }) => ({
        [event.side]: { ...context[event.side], page: event.page },
      })),
    },
    MOVE: {
      guard: ({ context, event }) => !(context.oneWay && event.to === 'source'),
      actions: [
        assign(({ context, event }) => {
          const from: TransferSide = event.to === 'target' ? 'source' : 'target';
          return {
            targetKeys: moveTransfer(context.items, context.targetKeys, context[from].selected, event.to),
            [from]: { ...context[from], selected: [] },
          };
        }),
        emit(({ context }) => ({ type: 'change' as const, targetKeys: [...context.targetKeys] })),
      ],
    },
    REMOVE: {
      actions: [
        assign(({ context, event }) => ({
          targetKeys: moveTransfer(context.items, context.targetKeys, [event.key], 'source'),
          target: { ...context.target, selected: context.target.selected.filter((k) => k !== event.key) },
        })),
        emit(({ context }) => ({ type: 'change' as const, targetKeys: [...context.targetKeys] })),
      ],
    },
  },
});
