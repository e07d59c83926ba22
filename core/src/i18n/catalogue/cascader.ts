import { defineMessages } from '../define';

export const cascaderMessages = defineMessages({
  zh_CN: {
    'cascader.title': '级联选择',
    'cascader.label': '级联选择',
    'cascader.placeholder': '请选择',
    'cascader.error': '下级选项加载失败',
    'cascader.retry': '重试',
    'cascader.empty': '暂无选项',
    'cascader.done': '确定',
    'cascader.cancel': '取消',
  },
});
