import { defineMessages } from '../define';

export const mediaPlayerMessages = defineMessages({
  zh_CN: {
    'media-player.title': '音视频播放',
    'media-player.play': '播放',
    'media-player.pause': '暂停',
    'media-player.replay': '重新播放',
    'media-player.mute': '静音',
    'media-player.unmute': '取消静音',
    'media-player.volume': '音量',
    'media-player.speed': '播放速度',
    'media-player.seek': '播放进度',
    'media-player.fullscreen': '全屏',
    'media-player.exitFullscreen': '退出全屏',
    'media-player.loading': '正在加载…',
    'media-player.retry': '重试',
    'media-player.error.unsafe': '该媒体地址不安全，已拒绝播放。',
    'media-player.error.unsupported': '当前浏览器无法播放此格式，请下载后播放。',
    'media-player.error.network': '媒体加载失败，请检查网络后重试。',
    'media-player.error.decode': '媒体文件已损坏或无法解码。',
    'media-player.audioLabel': '音频播放器',
    'media-player.videoLabel': '视频播放器',
    'media-player.keys': '空格播放/暂停，←/→ 快退/快进 5 秒，↑/↓ 调节音量，M 静音',
    'media-player.keysVideo': '空格播放/暂停，←/→ 快退/快进 5 秒，↑/↓ 调节音量，M 静音，F 全屏',
  },
});
