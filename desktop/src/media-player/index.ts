export { AudioPlayer, VideoPlayer, type MediaPlayerProps } from './MediaPlayer';
