import { defineTranslation } from '../../define';
import type { mediaPlayerMessages } from '../media-player';

export const mediaPlayerMessagesEnUS = defineTranslation<typeof mediaPlayerMessages>({
  'media-player.title': 'Audio and video',
  'media-player.play': 'Play',
  'media-player.pause': 'Pause',
  'media-player.replay': 'Replay',
  'media-player.mute': 'Mute',
  'media-player.unmute': 'Unmute',
  'media-player.volume': 'Volume',
  'media-player.speed': 'Speed',
  'media-player.seek': 'Position',
  'media-player.fullscreen': 'Full screen',
  'media-player.exitFullscreen': 'Exit full screen',
  'media-player.loading': 'Loading…',
  'media-player.retry': 'Retry',
  'media-player.error.unsafe': 'This media address is not safe and was refused.',
  'media-player.error.unsupported': 'This browser cannot play this format. Download it to play.',
  'media-player.error.network': 'The media could not be loaded. Check the network and retry.',
  'media-player.error.decode': 'The media file is damaged or cannot be decoded.',
  'media-player.audioLabel': 'Audio player',
  'media-player.videoLabel': 'Video player',
  'media-player.keys': 'Space plays or pauses, ←/→ seek 5 s, ↑/↓ volume, M mutes',
  'media-player.keysVideo': 'Space plays or pauses, ←/→ seek 5 s, ↑/↓ volume, M mutes, F full screen',
});
