export {
  AUDIO_VIDEO_PREVIEW_TYPE_URL,
  PLAYBACK_RATES,
  SEEK_STEP_S,
  VOLUME_STEP,
  audioMimeType,
  formatMediaTime,
  mediaKindOf,
  parseMediaPreviewType,
  playerKeyAction,
  safeMediaUrl,
  videoMimeType,
  type MediaKind,
  type MediaPreviewType,
  type PlayerKeyAction,
} from './media-player.logic';
export {
  mediaPlayerMachine,
  type MediaPlayerCommand,
  type MediaPlayerContext,
  type MediaPlayerError,
  type MediaPlayerEvent,
  type MediaPlayerInput,
  type MediaPlayerMachine,
} from './media-player.machine';
export { connectMediaPlayer, type MediaPlayerStatus, type MediaPlayerView } from './media-player.connect';
export {
  createMediaPlayerServices,
  mediaPlayerActors,
  type MediaPlayerServices,
} from './media-player.service';
export { mediaPlayerTexts } from './messages';
