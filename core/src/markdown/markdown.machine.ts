// The markdown editor: the source text, its rendered preview and table of contents, the tab shown
// on mobile, and toolbar actions applied to the selection. A long text's preview follows the text a
// moment after typing pauses (issue 39): rendering a long text takes longer than a keystroke may.
import { and, assign, emit, setup } from 'xstate';
import {
  applyMarkdownAction,
  renderMarkdownSections,
  type MarkdownAction,
  type MarkdownPreviewSection,
  type MarkdownSamples,
  type MarkdownTocEntry,
  type TextSelection,
} from './markdown.logic';

/** Input of {@link markdownMachine}. */
export interface MarkdownInput {
  value?: string;
  readOnly?: boolean;
}

export interface MarkdownContext {
  text: string;
  html: string;
  /** The preview's HTML in sections (an edit re-renders its own section). */
  sections: MarkdownPreviewSection[];
  toc: MarkdownTocEntry[];
  tab: 'source' | 'preview';
  readOnly: boolean;
  /** Where the selection goes after a toolbar action; `version` changes each time. */
  selection: TextSelection & { version: number };
}

export type MarkdownEvent =
  | { type: 'CHANGE'; text: string }
  | { type: 'VALUE.SET'; text: string }
  | { type: 'TAB'; tab: 'source' | 'preview' }
  | { type: 'ACTION'; action: MarkdownAction; selection: TextSelection; samples: MarkdownSamples };

export type MarkdownEmitted = { type: 'change'; text: string };

/**
 * The longest text whose preview follows every keystroke at once (a few milliseconds to render);
 * a longer one is rendered {@link PREVIEW_DELAY} ms after the last change.
 */
export const PREVIEW_AT_ONCE = 20_000;

/** How long a long text's preview waits for typing to pause (ms). */
export const PREVIEW_DELAY = 300;

function rendered(text: string): Pick<MarkdownContext, 'text' | 'html' | 'sections' | 'toc'> {
  return { text, ...renderMarkdownSections(text) };
}

const short = (text: string) => text.length <= PREVIEW_AT_ONCE;

/**
 * The markdown editor's machine: `current` while the preview shows the text, `behind` while a long
 * text's preview waits for typing to pause (each change starts the wait again).
 */
export const markdownMachine = setup({
  types: {
    input: {} as MarkdownInput,
    context: {} as MarkdownContext,
    events: {} as MarkdownEvent,
    emitted: {} as MarkdownEmitted,
  },
  guards: {
    editable: ({ context }) => !context.readOnly,
    shortText: ({ event }) => 'text' in event && short(event.text),
    shortResult: ({ context, event }) =>
      event.type === 'ACTION' &&
      short(applyMarkdownAction(context.text, event.selection, event.action, event.samples).text),
    changed: ({ context, event }) => 'text' in event && context.text !== event.text,
  },
  actions: {
    applyAction: assign(({ context, event }) => {
      if (event.type !== 'ACTION') return {};
      const next = applyMarkdownAction(context.text, event.selection, event.action, event.samples);
      return {
        ...(short(next.text) ? rendered(next.text) : { text: next.text }),
        tab: 'source' as const,
        selection: { ...next.selection, version: context.selection.version + 1 },
      };
    }),
    emitText: emit(({ context }) => ({ type: 'change' as const, text: context.text })),
  },
  delays: { preview: PREVIEW_DELAY },
}).createMachine({
  id: 'markdown',
  context: ({ input }) => ({
    ...rendered(input.value ?? ''),
    tab: input.readOnly ? 'preview' : 'source',
    readOnly: input.readOnly ?? false,
    selection: { start: 0, end: 0, version: 0 },
  }),
  initial: 'current',
  states: {
    current: {},
    behind: {
      after: { preview: { target: 'current', actions: assign(({ context }) => rendered(context.text)) } },
    },
  },
  on: {
    CHANGE: [
      {
        guard: and(['editable', 'shortText']),
        target: '.current',
        actions: [
          assign(({ event }) => rendered(event.text)),
          emit(({ event }) => ({ type: 'change' as const, text: event.text })),
        ],
      },
      {
        guard: 'editable',
        target: '.behind',
        reenter: true,
        actions: [
          assign({ text: ({ event }) => event.text }),
          emit(({ event }) => ({ type: 'change' as const, text: event.text })),
        ],
      },
    ],
    'VALUE.SET': [
      {
        guard: and(['changed', 'shortText']),
        target: '.current',
        actions: assign(({ event }) => rendered(event.text)),
      },
      {
        guard: 'changed',
        target: '.behind',
        reenter: true,
        actions: assign({ text: ({ event }) => event.text }),
      },
    ],
    TAB: { actions: assign({ tab: ({ event }) => event.tab }) },
    ACTION: [
      { guard: and(['editable', 'shortResult']), target: '.current', actions: ['applyAction', 'emitText'] },
      { guard: 'editable', target: '.behind', reenter: true, actions: ['applyAction', 'emitText'] },
    ],
  },
});
