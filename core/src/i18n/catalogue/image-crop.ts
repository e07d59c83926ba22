import { defineMessages } from '../define';

export const imageCropMessages = defineMessages({
  zh_CN: {
    'image-crop.title': '图片裁剪',
    'image-crop.pick': '选择图片',
    'image-crop.repick': '重新选择',
    'image-crop.zoom': '缩放',
    'image-crop.zoomIn': '放大',
    'image-crop.zoomOut': '缩小',
    'image-crop.rotateLeft': '向左旋转',
    'image-crop.rotateRight': '向右旋转',
    'image-crop.confirm': '确定裁剪',
    'image-crop.cancel': '取消',
    'image-crop.edit': '重新裁剪',
    'image-crop.exporting': '正在生成图片…',
    'image-crop.empty': '请选择一张图片进行裁剪',
    'image-crop.hint': '拖动图片调整位置，滚轮或双指缩放',
    'image-crop.done': '裁剪完成（{size} KB）',
    'image-crop.result': '裁剪结果',
    'image-crop.retry': '重试',
    'image-crop.error.type': '只能选择图片文件',
    'image-crop.error.size': '图片大小不能超过 {max} MB',
    'image-crop.error.load': '图片无法打开，请换一张图片',
    'image-crop.error.export': '图片生成失败，请重试',
  },
});
