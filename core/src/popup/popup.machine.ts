import { assign, emit, setup } from 'xstate';
import {
  POPUP_DEFAULT_PLACEMENT,
  POPUP_ENTER_DELAY_MS,
  POPUP_LEAVE_DELAY_MS,
  popupDelay,
  popupTriggers,
} from './popup.logic';
import type { PopupContext, PopupEmitted, PopupEvent, PopupInput, PopupTrigger } from './popup.types';

const has = (context: PopupContext, trigger: PopupTrigger) => context.triggers.includes(trigger);

/**
 * A popup's visibility (spec 4, 9): shown by hover, click, focus or context menu as its triggers
 * allow, after the enter delay (0 by default); hover hides after the leave delay (0.1 s), blur at
 * once; a click outside, Escape or a second click on a click trigger hides it.
 */
export const popupMachine = setup({
  types: {
    input: {} as PopupInput,
    context: {} as PopupContext,
    events: {} as PopupEvent,
    emitted: {} as PopupEmitted,
  },
  delays: {
    ENTER: ({ context }) => context.enterDelay,
    LEAVE: ({ context }) => context.leaveDelay,
  },
  guards: {
    hover: ({ context }) => has(context, 'hover'),
    hoverNow: ({ context }) => has(context, 'hover') && context.enterDelay === 0,
    focus: ({ context }) => has(context, 'focus'),
    focusNow: ({ context }) => has(context, 'focus') && context.enterDelay === 0,
    click: ({ context }) => has(context, 'click'),
    pinnedByClick: ({ context }) => has(context, 'click') && context.openedBy === 'click',
    contextMenu: ({ context }) => has(context, 'contextMenu'),
    hoverOpened: ({ context }) => context.openedBy === 'hover',
    hoverOpenedNoDelay: ({ context }) => context.openedBy === 'hover' && context.leaveDelay === 0,
    focusOpened: ({ context }) => context.openedBy === 'focus',
  },
  actions: {
    by: assign({ openedBy: (_, trigger: PopupTrigger) => trigger, point: null }),
    atPoint: assign({
      openedBy: 'contextMenu' as const,
      point: ({ event }) => (event.type === 'CONTEXT_MENU' ? { x: event.x, y: event.y } : null),
    }),
    clear: assign({ openedBy: null, point: null }),
    returnFocus: emit({ type: 'returnFocus' as const }),
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => ({
    triggers: popupTriggers(input.triggers),
    placement: input.placement ?? POPUP_DEFAULT_PLACEMENT,
    enterDelay: popupDelay(input.enterDelay, POPUP_ENTER_DELAY_MS),
    leaveDelay: popupDelay(input.leaveDelay, POPUP_LEAVE_DELAY_MS),
    openedBy: null,
    point: null,
  }),
  initial: 'hidden',
  states: {
    hidden: {
      entry: 'clear',
      on: {
        'POINTER.ENTER': [
          { guard: 'hoverNow', target: 'visible', actions: { type: 'by', params: 'hover' } },
          { guard: 'hover', target: 'opening', actions: { type: 'by', params: 'hover' } },
        ],
        FOCUS: [
          { guard: 'focusNow', target: 'visible', actions: { type: 'by', params: 'focus' } },
          { guard: 'focus', target: 'opening', actions: { type: 'by', params: 'focus' } },
        ],
        CLICK: { guard: 'click', target: 'visible', actions: { type: 'by', params: 'click' } },
        CONTEXT_MENU: { guard: 'contextMenu', target: 'visible', actions: 'atPoint' },
        OPEN: { target: 'visible', actions: { type: 'by', params: 'click' } },
      },
    },
    opening: {
      after: { ENTER: 'visible' },
      on: {
        'POINTER.LEAVE': { guard: 'hoverOpened', target: 'hidden' },
        BLUR: { guard: 'focusOpened', target: 'hidden' },
        CLICK: { guard: 'click', target: 'visible', actions: { type: 'by', params: 'click' } },
        OUTSIDE: 'hidden',
        ESCAPE: 'hidden',
        CLOSE: 'hidden',
        OPEN: 'visible',
      },
    },
    visible: {
      on: {
        'POINTER.LEAVE': [
          { guard: 'hoverOpenedNoDelay', target: 'hidden' },
          { guard: 'hoverOpened', target: 'closing' },
        ],
        BLUR: { guard: 'focusOpened', target: 'hidden' },
        CLICK: [
          { guard: 'pinnedByClick', target: 'hidden' },
          // a click on a popup that hover or focus opened keeps it open until clicked again
          { guard: 'click', actions: { type: 'by', params: 'click' } },
        ],
        CONTEXT_MENU: { guard: 'contextMenu', actions: 'atPoint' },
        OUTSIDE: 'hidden',
        ESCAPE: { target: 'hidden', actions: 'returnFocus' },
        CLOSE: 'hidden',
      },
    },
    closing: {
      after: { LEAVE: 'hidden' },
      on: {
        // the pointer came back (to the trigger or into the popup)
        'POINTER.ENTER': 'visible',
        CLICK: { guard: 'click', target: 'visible', actions: { type: 'by', params: 'click' } },
        OUTSIDE: 'hidden',
        ESCAPE: { target: 'hidden', actions: 'returnFocus' },
        CLOSE: 'hidden',
      },
    },
  },
});

export type PopupMachine = typeof popupMachine;
