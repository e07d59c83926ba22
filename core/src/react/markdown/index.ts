export {
  useMarkdownEditor,
  type MarkdownActionButton,
  type MarkdownEditorApi,
  type MarkdownEditorProps,
} from './use-markdown';
