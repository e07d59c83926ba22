import { defineMessages } from '../define';

export const imageViewerMessages = defineMessages({
  zh_CN: {
    'image-viewer.title': '图片查看',
    'image-viewer.dialog': '图片预览',
    'image-viewer.prev': '上一张',
    'image-viewer.next': '下一张',
    'image-viewer.zoomIn': '放大',
    'image-viewer.zoomOut': '缩小',
    'image-viewer.rotate': '旋转',
    'image-viewer.reset': '还原',
    'image-viewer.close': '关闭',
    'image-viewer.counter': '{current} / {total}',
    'image-viewer.image': '图片 {current}',
    'image-viewer.keys': '←/→ 切换，+/- 缩放，R 旋转，0 还原，Esc 关闭',
    'image-viewer.open': '预览图片 {name}',
  },
});
