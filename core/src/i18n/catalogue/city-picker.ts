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
  en_US: {
    'city-picker.title': 'City picker',
    'city-picker.label': 'Region',
    'city-picker.placeholder': 'Province / city / district',
    'city-picker.search': 'Search cities (name or pinyin)',
    'city-picker.loading': 'Loading regions…',
    'city-picker.error': 'Could not load the regions',
    'city-picker.retry': 'Retry',
    'city-picker.empty': 'No matching region',
    'city-picker.clear': 'Clear',
    'city-picker.done': 'Done',
    'city-picker.cancel': 'Cancel',
  },
});
