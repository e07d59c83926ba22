export {
  useRichTextEditor,
  type RichTextButtonState,
  type RichTextEditorView,
  type RichTextEditorProps,
} from './use-rich-text';
export { RichTextContent, type RichTextContentProps } from './rich-text-content';
export type { RichTextSlateEditor } from './slate-types';
