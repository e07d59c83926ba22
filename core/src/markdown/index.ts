export {
  MARKDOWN_ACTIONS,
  MARKDOWN_SECTION_SIZE,
  applyMarkdownAction,
  markdownSections,
  markdownToc,
  renderMarkdown,
  renderMarkdownPreview,
  renderMarkdownSections,
  type MarkdownAction,
  type MarkdownPreview,
  type MarkdownPreviewSection,
  type MarkdownSectionedPreview,
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
