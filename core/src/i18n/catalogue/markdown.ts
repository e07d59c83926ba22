import { defineMessages } from '../define';

export const markdownMessages = defineMessages({
  zh_CN: {
    'markdown.title': 'Markdown 编辑器',
    'markdown.toolbar': 'Markdown 工具栏',
    'markdown.source': '编辑',
    'markdown.preview': '预览',
    'markdown.toc': '目录',
    'markdown.tocEmpty': '暂无标题',
    'markdown.placeholder': '使用 Markdown 编写内容',
    'markdown.action.heading': '标题',
    'markdown.action.bold': '加粗',
    'markdown.action.italic': '斜体',
    'markdown.action.strike': '删除线',
    'markdown.action.quote': '引用',
    'markdown.action.code': '代码块',
    'markdown.action.link': '链接',
    'markdown.action.image': '图片',
    'markdown.action.bulletedList': '项目列表',
    'markdown.action.numberedList': '编号列表',
    'markdown.action.taskList': '任务列表',
    'markdown.action.table': '表格',
    'markdown.sample.text': '文字',
    'markdown.sample.heading': '标题',
    'markdown.sample.item': '事项',
    'markdown.sample.column': '列',
  },
});
