export {
  MARKDOWN_ACTIONS,
  applyMarkdownAction,
  markdownToc,
  renderMarkdown,
  renderMarkdownPreview,
  type MarkdownAction,
  type MarkdownPreview,
  type MarkdownSamples,
  type MarkdownTocEntry,
  type RenderMarkdownOptions,
  type TextSelection,
} from './markdown.logic';
export {
  markdownMachine,
  type MarkdownContext,
  type MarkdownEmitted,
  type MarkdownEvent,
  type MarkdownInput,
} from './markdown.machine';
export { connectMarkdown, type MarkdownActionView, type MarkdownView } from './markdown.connect';
export { markdownTexts } from './messages';
