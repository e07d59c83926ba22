import { and, assign, emit, setup, stateIn } from 'xstate';
import {
  ANCHOR_DRAG_END_DELAY_MS,
  ANCHOR_SCROLL_PAUSE_MS,
  activeAnchor,
  anchorLinksFrom,
  dropAnchorLink,
  mergeAnchorLinks,
  moveAnchorLink,
} from './anchor.logic';
import type { AnchorContext, AnchorEmitted, AnchorEvent, AnchorInput } from './anchor.types';

/**
 * The anchor list (spec 4): the active link follows clicks and scrolling (scroll-spy paused until a
 * click-driven scroll has been still for 60 ms), the list collapses and expands, the mobile menu
 * opens and closes, the search filters links, and links are reordered by drag (links settle for
 * 300 ms after a drop, so the drop is not read as a click) or by Alt+arrow keys.
 */
export const anchorMachine = setup({
  types: {
    input: {} as AnchorInput,
    context: {} as AnchorContext,
    events: {} as AnchorEvent,
    emitted: {} as AnchorEmitted,
  },
  delays: {
    SCROLL_PAUSE: ANCHOR_SCROLL_PAUSE_MS,
    DRAG_END: ANCHOR_DRAG_END_DELAY_MS,
  },
  actions: {
    activateClicked: assign({
      activeId: ({ event }) => (event.type === 'LINK.CLICK' ? event.id : null),
    }),
    scrollToClicked: emit(({ event }) => ({
      type: 'scrollTo' as const,
      id: event.type === 'LINK.CLICK' ? event.id : '',
    })),
    followScroll: assign({
      activeId: ({ context, event }) =>
        event.type === 'SCROLL'
          ? activeAnchor(event.sections, event.scrollTop, { offset: context.offset })
          : context.activeId,
    }),
    emitOrder: emit(({ context }) => ({ type: 'reorder' as const, ids: context.links.map((l) => l.id) })),
  },
  guards: {
    knownLink: ({ context, event }) => 'id' in event && context.links.some((link) => link.id === event.id),
    // a link is not clickable while a drop settles (spec 9: drag end delay)
    clickable: and(['knownLink', stateIn({ drag: 'idle' })]),
  },
}).createMachine({
  id: 'anchor',
  type: 'parallel',
  context: ({ input }) => ({
    links: anchorLinksFrom(input.links),
    activeId: input.activeId ?? null,
    offset: input.offset ?? 0,
    query: '',
    dragId: null,
    overId: null,
    movedId: null,
  }),
  on: {
    SEARCH: { actions: assign({ query: ({ event }) => event.query }) },
    'LINKS.SET': {
      actions: assign({
        links: ({ context, event }) => mergeAnchorLinks(context.links, anchorLinksFrom(event.links)),
      }),
    },
  },
  states: {
    spy: {
      initial: 'following',
      states: {
        following: {
          on: {
            SCROLL: { actions: 'followScroll' },
            'LINK.CLICK': { guard: 'clickable', target: 'clickScrolling' },
          },
        },
        // a click-driven scroll: scroll events only restart the pause until the page is still
        clickScrolling: {
          after: { SCROLL_PAUSE: 'following' },
          on: {
            SCROLL: { target: 'clickScrolling', reenter: true },
            'LINK.CLICK': { guard: 'clickable', target: 'clickScrolling', reenter: true },
          },
        },
      },
    },
    panel: {
      initial: 'expanded',
      states: {
        expanded: { on: { 'PANEL.TOGGLE': 'collapsed' } },
        collapsed: { on: { 'PANEL.TOGGLE': 'expanded' } },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: { on: { 'MENU.OPEN': 'open' } },
        // choosing a link closes the mobile menu panel
        open: { on: { 'MENU.CLOSE': 'closed', 'LINK.CLICK': { guard: 'clickable', target: 'closed' } } },
      },
    },
    drag: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'LINK.CLICK': {
              guard: 'clickable',
              actions: ['activateClicked', 'scrollToClicked'],
            },
            'DRAG.START': {
              guard: 'knownLink',
              target: 'dragging',
              actions: assign({ dragId: ({ event }) => event.id, overId: null, movedId: null }),
            },
            'LINK.MOVE': {
              guard: 'knownLink',
              actions: [
                assign({
                  links: ({ context, event }) => moveAnchorLink(context.links, event.id, event.by),
                  movedId: ({ event }) => event.id,
                }),
                'emitOrder',
              ],
            },
          },
        },
        dragging: {
          on: {
            'DRAG.OVER': { guard: 'knownLink', actions: assign({ overId: ({ event }) => event.id }) },
            'DRAG.DROP': {
              target: 'settling',
              actions: [
                assign({
                  links: ({ context }) =>
                    context.dragId
                      ? dropAnchorLink(context.links, context.dragId, context.overId)
                      : context.links,
                  movedId: ({ context }) => context.dragId,
                }),
                'emitOrder',
              ],
            },
            'DRAG.CANCEL': { target: 'idle', actions: assign({ dragId: null, overId: null }) },
          },
        },
        settling: {
          after: { DRAG_END: { target: 'idle', actions: assign({ dragId: null, overId: null }) } },
        },
      },
    },
  },
});

export type AnchorMachine = typeof anchorMachine;
