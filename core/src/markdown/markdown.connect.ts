// The markdown editor's view model.
import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import {
  MARKDOWN_ACTIONS,
  type MarkdownAction,
  type MarkdownPreviewSection,
  type MarkdownTocEntry,
  type TextSelection,
} from './markdown.logic';
import type { MarkdownEvent, markdownMachine } from './markdown.machine';

/** One toolbar button of the markdown editor. */
export interface MarkdownActionView {
  action: MarkdownAction;
  label: string;
  testId: string;
  /** Applies the action to the source's current selection. */
  apply(selection: TextSelection): void;
}

/** What both skins render for a markdown editor. */
export interface MarkdownView {
  /** Desktop shows source and preview side by side; mobile shows them as tabs. */
  layout: 'split' | 'tabs';
  tab: 'source' | 'preview';
  tabs: { key: 'source' | 'preview'; label: string }[];
  text: string;
  /** Sanitised HTML of the preview. */
  html: string;
  /**
   * The same HTML in sections, each with a stable key: a skin that renders one element a section
   * lets an edit replace only its own section (issue 39: a long text's preview).
   */
  sections: MarkdownPreviewSection[];
  /**
   * True while a long text's preview waits for typing to pause (it shows the text as it was; the
   * skins mark the preview busy).
   */
  previewPending: boolean;
  toc: MarkdownTocEntry[];
  tocLabel: string;
  tocEmpty: string;
  toolbarLabel: string;
  placeholder: string;
  readOnly: boolean;
  actions: MarkdownActionView[];
  /** The selection to restore after an action; `version` changes each time. */
  selection: TextSelection & { version: number };
  change(text: string): void;
  showTab(tab: 'source' | 'preview'): void;
}

/** The view model of the markdown editor. */
export function connectMarkdown(
  snapshot: SnapshotFrom<typeof markdownMachine>,
  send: (event: MarkdownEvent) => void,
  env: ConnectEnv,
): MarkdownView {
  const { context } = snapshot;
  const { t } = env;
  const samples = {
    text: t('markdown.sample.text'),
    heading: t('markdown.sample.heading'),
    item: t('markdown.sample.item'),
    column: t('markdown.sample.column'),
  };
  return {
    layout: env.platform === 'mobile' ? 'tabs' : 'split',
    tab: context.tab,
    tabs: [
      { key: 'source', label: t('markdown.source') },
      { key: 'preview', label: t('markdown.preview') },
    ],
    text: context.text,
    html: context.html,
    sections: context.sections,
    previewPending: snapshot.matches('behind'),
    toc: context.toc,
    tocLabel: t('markdown.toc'),
    tocEmpty: t('markdown.tocEmpty'),
    toolbarLabel: t('markdown.toolbar'),
    placeholder: t('markdown.placeholder'),
    readOnly: context.readOnly,
    actions: context.readOnly
      ? []
      : MARKDOWN_ACTIONS.map((action) => ({
          action,
          label: t(`markdown.action.${action}`),
          testId: `markdown-action-${action}`,
          apply: (selection: TextSelection) => send({ type: 'ACTION', action, selection, samples }),
        })),
    selection: context.selection,
    change: (text) => send({ type: 'CHANGE', text }),
    showTab: (tab) => send({ type: 'TAB', tab }),
  };
}
