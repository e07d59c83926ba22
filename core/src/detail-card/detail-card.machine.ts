import { assertEvent, assign, setup } from 'xstate';
import { DETAIL_CARD_LAZY_PARTS, type DetailCardPart } from './detail-card.logic';

export interface DetailCardInput {
  /** The setting content starts open. */
  settingOpen?: boolean;
}

export interface DetailCardContext {
  settingOpen: boolean;
  /** The lazily loaded parts that have arrived (spec 2.3). */
  loadedParts: DetailCardPart[];
}

export type DetailCardEvent =
  { type: 'SETTING.OPEN' } | { type: 'SETTING.CLOSE' } | { type: 'PART.LOADED'; part: DetailCardPart };

/**
 * The card's own state beside its form (the form machine holds fields, sections and saving): the
 * setting content open or closed, and which lazily loaded parts (title, setting, setting content)
 * have arrived.
 */
export const detailCardMachine = setup({
  types: {
    input: {} as DetailCardInput,
    context: {} as DetailCardContext,
    events: {} as DetailCardEvent,
  },
  guards: {
    // a part reported again changes nothing (no new snapshot, no render)
    newPart: ({ context, event }) => {
      assertEvent(event, 'PART.LOADED');
      return DETAIL_CARD_LAZY_PARTS.includes(event.part) && !context.loadedParts.includes(event.part);
    },
  },
  actions: {
    markLoaded: assign(({ context, event }) => {
      assertEvent(event, 'PART.LOADED');
      return { loadedParts: [...context.loadedParts, event.part] };
    }),
  },
}).createMachine({
  id: 'detailCard',
  context: ({ input }) => ({ settingOpen: input.settingOpen ?? false, loadedParts: [] }),
  on: {
    'SETTING.OPEN': { actions: assign({ settingOpen: true }) },
    'SETTING.CLOSE': { actions: assign({ settingOpen: false }) },
    'PART.LOADED': { guard: 'newPart', actions: 'markLoaded' },
  },
});

export type DetailCardMachine = typeof detailCardMachine;
