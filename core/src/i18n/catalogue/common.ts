import { defineMessages } from '../define';

export const commonMessages = defineMessages({
  zh_CN: {
    'common.ok': '确定',
    'common.cancel': '取消',
    'common.retry': '重试',
    'common.loading': '加载中…',
    'common.empty': '暂无数据',
    'common.error': '出错了',
    'common.unlimited': '不限',
    'common.language': '语言',
    'common.close': '关闭',
    'common.save': '保存',
    'common.delete': '删除',
    'common.edit': '编辑',
  },
  en_US: {
    'common.ok': 'OK',
    'common.cancel': 'Cancel',
    'common.retry': 'Retry',
    'common.loading': 'Loading…',
    'common.empty': 'No data',
    'common.error': 'Something went wrong',
    'common.unlimited': 'unlimited',
    'common.language': 'Language',
    'common.close': 'Close',
    'common.save': 'Save',
    'common.delete': 'Delete',
    'common.edit': 'Edit',
  },
});
