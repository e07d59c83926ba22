// The markdown editor: the source text, its rendered preview and table of contents, the tab shown
// on mobile, and toolbar actions applied to the selection.
import { assign, emit, setup } from 'xstate';
import {
  applyMarkdownAction,
  markdownToc,
  renderMarkdown,
  type MarkdownAction,
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

function rendered(text: string): Pick<MarkdownContext, 'text' | 'html' | 'toc'> {
  return { text, html: renderMarkdown(text), toc: markdownToc(text) };
}

/** The markdown editor's machine. */
export const markdownMachine = setup({
  types: {
    input: {} as MarkdownInput,
    context: {} as MarkdownContext,
    events: {} as MarkdownEvent,
    emitted: {} as MarkdownEmitted,
  },
  guards: {
    editable: ({ context }) => !context.readOnly,
  },
}).createMachine({
  id: 'markdown',
  context: ({ input }) => ({
    ...rendered(input.value ?? ''),
    tab: input.readOnly ? 'preview' : 'source',
    readOnly: input.readOnly ?? false,
    selection: { start: 0, end: 0, version: 0 },
  }),
  on: {
    CHANGE: {
      guard: 'editable',
      actions: [
        assign(({ event }) => rendered(event.text)),
        emit(({ event }) => ({ type: 'change' as const, text: event.text })),
      ],
    },
    'VALUE.SET': {
      guard: ({ context, event }) => context.text !== event.text,
      actions: assign(({ event }) => rendered(event.text)),
    },
    TAB: { actions: assign({ tab: ({ event }) => event.tab }) },
    ACTION: {
      guard: 'editable',
      actions: [
        assign(({ context, event }) => {
          const next = applyMarkdownAction(context.text, event.selection, event.action, event.samples);
          return {
            ...rendered(next.text),
            tab: 'source' as const,
            selection: { ...next.selection, version: context.selection.version + 1 },
          };
        }),
        emit(({ context }) => ({ type: 'change' as const, text: context.text })),
      ],
    },
  },
});
