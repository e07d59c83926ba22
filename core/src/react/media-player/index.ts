export { useMediaPlayer, type MediaPlayerProps, type MediaPlayerState } from './use-media-player';
