import { defineMessages } from '../define';

// Keys of this feature start with 'watermark.'.
export const watermarkMessages = defineMessages({
  zh_CN: {
    'watermark.title': '水印',
    'watermark.tampered': '水印被修改或删除（{reason}），页面内容已清除',
    'watermark.tamperKept': '水印被修改或删除（{reason}），已设置不清除页面内容',
    'watermark.clearedNotice': '由于水印被篡改，页面内容已隐藏。请重新加载页面。',
    'watermark.clearedReload': '重新加载',
  },
});
