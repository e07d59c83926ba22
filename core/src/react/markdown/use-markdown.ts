import { useEffect, useMemo, useRef, useState } from 'react';
import {
  connectMarkdown,
  markdownMachine,
  markdownTexts,
  type MarkdownActionView,
  type MarkdownView,
} from '../../markdown';
import type { Platform } from '../../shared/platform';
import { useActorView, useMachineActor } from '../machine';

/** Props every skin's markdown editor takes. */
export interface MarkdownEditorProps {
  /** The markdown text (controlled). */
  value?: string;
  /** The first text when uncontrolled. */
  defaultValue?: string;
  /** Called with the text after every edit. */
  onChange?: (text: string) => void;
  /** Shows the preview only. */
  readOnly?: boolean;
}

/** A toolbar action bound to the source's current selection. */
export interface MarkdownActionButton extends Omit<MarkdownActionView, 'apply'> {
  run(): void;
}

/** What a skin renders for a markdown editor. */
export interface MarkdownEditorView extends Omit<MarkdownView, 'actions'> {
  actions: MarkdownActionButton[];
  /** Hands the skin's source `<textarea>` to the hook (selection after toolbar actions). */
  registerTextArea(element: HTMLTextAreaElement | null): void;
}

/** The markdown editor of both skins: source, sanitised preview, table of contents. */
export function useMarkdownEditor(props: MarkdownEditorProps, platform: Platform): MarkdownEditorView {
  const { value, defaultValue, onChange, readOnly = false } = props;
  const [options] = useState(() => ({ input: { value: value ?? defaultValue ?? '', readOnly } }));
  const host = useMachineActor(markdownMachine, options);
  const view = useActorView(host, { platform, messages: markdownTexts }, connectMarkdown);
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => host.on('change', ({ text }) => onChangeRef.current?.(text)), [host]);
  useEffect(() => void (value !== undefined && host.send({ type: 'VALUE.SET', text: value })), [host, value]);

  const { version, start, end } = view.selection;
  useEffect(() => {
    const element = textArea.current;
    if (!version || !element) return;
    element.focus();
    element.setSelectionRange(start, end);
  }, [version, start, end]);

  return useMemo(
    () => ({
      ...view,
      actions: view.actions.map(({ apply, ...action }) => ({
        ...action,
        run: () => {
          const element = textArea.current;
          apply({
            start: element?.selectionStart ?? view.text.length,
            end: element?.selectionEnd ?? view.text.length,
          });
        },
      })),
      registerTextArea: (element) => {
        textArea.current = element;
      },
    }),
    [view],
  );
}
