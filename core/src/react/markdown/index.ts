export {
  useMarkdownEditor,
  type MarkdownActionButton,
  type MarkdownEditorView,
  type MarkdownEditorProps,
} from './use-markdown';
