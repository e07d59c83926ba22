import { defineMessages } from '../define';

export const carouselMessages = defineMessages({
  zh_CN: {
    'carousel.title': '轮播',
    'carousel.label': '轮播图',
    'carousel.roleDescription': '轮播',
    'carousel.slideRoleDescription': '幻灯片',
    'carousel.slideLabel': '第 {index} 张，共 {count} 张',
    'carousel.position': '{index} / {count}',
    'carousel.empty': '暂无图片',
    'carousel.dots': '选择幻灯片',
    'carousel.goTo': '转到第 {index} 张',
    'carousel.prev': '上一张',
    'carousel.next': '下一张',
    'carousel.stop': '停止自动播放',
    'carousel.play': '开始自动播放',
  },
});
