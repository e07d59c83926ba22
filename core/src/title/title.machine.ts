import { assertEvent, assign, emit, setup } from 'xstate';
import type { TitleOptions } from './title.types';

/** What the title machine starts from: its options and its value. */
export interface TitleInput extends TitleOptions {
  /** Controlled open state of a collapsible title. */
  open?: boolean;
  /** Initial open state when uncontrolled (default open). */
  defaultOpen?: boolean;
}

export interface TitleContext {
  options: TitleOptions;
  open: boolean;
  /** A host holds the open state: toggles are reported, not kept. */
  controlled: boolean;
}

export type TitleEvent =
  | { type: 'TOGGLE' }
  | { type: 'ACTION' }
  | { type: 'OPEN.SYNC'; open: boolean | undefined }
  | { type: 'CONFIGURE'; options: TitleOptions };

export type TitleEmitted = { type: 'openChange'; open: boolean } | { type: 'action' };

/** A section title: opens and closes its section when collapsible, and reports its action. */
export const titleMachine = setup({
  types: {
    input: {} as TitleInput,
    context: {} as TitleContext,
    events: {} as TitleEvent,
    emitted: {} as TitleEmitted,
  },
  guards: {
    collapsible: ({ context }) => context.options.collapsible === true,
    hasAction: ({ context }) => Boolean(context.options.actionLabel),
  },
  actions: {
    emitToggle: emit(({ context }) => ({ type: 'openChange' as const, open: !context.open })),
    keepToggle: assign(({ context }) => (context.controlled ? {} : { open: !context.open })),
    emitAction: emit({ type: 'action' as const }),
    assignSynced: assign(({ event }) => {
      assertEvent(event, 'OPEN.SYNC');
      return event.open === undefined ? { controlled: false } : { controlled: true, open: event.open };
    }),
    assignOptions: assign(({ event }) => {
      assertEvent(event, 'CONFIGURE');
      return { options: event.options };
    }),
  },
}).createMachine({
  id: 'title',
  context: ({ input }) => {
    const { open, defaultOpen, ...options } = input;
    return { options, controlled: open !== undefined, open: open ?? defaultOpen ?? true };
  },
  on: {
    // emit first: it reads the state before the toggle
    TOGGLE: { guard: 'collapsible', actions: ['emitToggle', 'keepToggle'] },
    ACTION: { guard: 'hasAction', actions: 'emitAction' },
    'OPEN.SYNC': { actions: 'assignSynced' },
    CONFIGURE: { actions: 'assignOptions' },
  },
});

/** The type of the title machine, for hosts that hold an actor of it. */
export type TitleMachine = typeof titleMachine;
