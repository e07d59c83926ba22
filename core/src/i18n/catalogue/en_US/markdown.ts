import { defineTranslation } from '../../define';
import type { markdownMessages } from '../markdown';

export const markdownMessagesEnUS = defineTranslation<typeof markdownMessages>({
  'markdown.title': 'Markdown editor',
  'markdown.toolbar': 'Markdown toolbar',
  'markdown.source': 'Write',
  'markdown.preview': 'Preview',
  'markdown.toc': 'Contents',
  'markdown.tocEmpty': 'No headings yet',
  'markdown.placeholder': 'Write in Markdown',
  'markdown.action.heading': 'Heading',
  'markdown.action.bold': 'Bold',
  'markdown.action.italic': 'Italic',
  'markdown.action.strike': 'Strikethrough',
  'markdown.action.quote': 'Quote',
  'markdown.action.code': 'Code block',
  'markdown.action.link': 'Link',
  'markdown.action.image': 'Image',
  'markdown.action.bulletedList': 'Bulleted list',
  'markdown.action.numberedList': 'Numbered list',
  'markdown.action.taskList': 'Task list',
  'markdown.action.table': 'Table',
  'markdown.sample.text': 'text',
  'markdown.sample.heading': 'Heading',
  'markdown.sample.item': 'item',
  'markdown.sample.column': 'Column',
});
