import { defineMessages } from '../define';

export const sortMessages = defineMessages({
  zh_CN: {
    'sort.title': '排序',
    'sort.list': '可排序列表',
    'sort.handle': '拖动或用方向键调整“{name}”的顺序',
    'sort.instructions': '按空格键拿起，方向键移动，再按空格键放下，Esc 取消。',
    'sort.grabbed': '已拿起“{name}”，当前位置 {position} / {count}',
    'sort.moved': '“{name}”移到第 {position} / {count} 位',
    'sort.dropped': '“{name}”已放在第 {position} / {count} 位',
    'sort.canceled': '已取消移动“{name}”',
    'sort.moveUp': '上移“{name}”',
    'sort.moveDown': '下移“{name}”',
    'sort.saving': '正在保存顺序',
    'sort.saved': '顺序已保存',
    'sort.failed': '顺序保存失败，已恢复原来的顺序',
    'sort.empty': '暂无数据',
  },
});
