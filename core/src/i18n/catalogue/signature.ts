import { defineMessages } from '../define';

export const signatureMessages = defineMessages({
  zh_CN: {
    'signature.title': '手写签名',
    'signature.canvas': '签名区域，请用鼠标或手指书写',
    'signature.placeholder': '请在此处签名',
    'signature.undo': '撤销',
    'signature.clear': '清除',
    'signature.save': '确定',
    'signature.exportPng': '导出 PNG',
    'signature.exportSvg': '导出 SVG',
    'signature.color': '笔迹颜色',
    'signature.width': '笔迹粗细',
    'signature.color.0': '黑色',
    'signature.color.1': '蓝色',
    'signature.color.2': '红色',
    'signature.width.0': '细',
    'signature.width.1': '中',
    'signature.width.2': '粗',
    'signature.fullscreen': '全屏签名',
    'signature.exitFullscreen': '完成',
    'signature.empty': '请先签名',
    'signature.saved': '签名已生成',
    'signature.exportFailed': '签名导出失败，请重试',
    'signature.rotateHint': '横屏书写效果更好',
    'signature.turnHint': '请将手机横过来签名',
  },
});
