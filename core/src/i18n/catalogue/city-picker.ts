import { defineMessages } from '../define';

export const cityPickerMessages = defineMessages({
  zh_CN: {
    'city-picker.title': '城市选择',
    'city-picker.label': '所在地区',
    'city-picker.placeholder': '请选择省 / 市 / 区',
    'city-picker.search': '搜索城市（名称或拼音）',
    'city-picker.loading': '正在加载地区…',
    'city-picker.error': '地区数据加载失败',
    'city-picker.retry': '重试',
    'city-picker.empty': '没有匹配的地区',
    'city-picker.clear': '清除',
    'city-picker.done': '确定',
    'city-picker.cancel': '取消',
  },
});
