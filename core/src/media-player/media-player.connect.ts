import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import {
  formatMediaTime,
  PLAYBACK_RATES,
  videoMimeType,
  audioMimeType,
  type MediaKind,
} from './media-player.logic';
import type { MediaPlayerError, MediaPlayerEvent, MediaPlayerMachine } from './media-player.machine';

/** Where the player is. */
export type MediaPlayerStatus = 'loading' | 'ready' | 'failed';

/** What both skins' AudioPlayer and VideoPlayer render. */
export interface MediaPlayerView {
  kind: MediaKind;
  status: MediaPlayerStatus;
  /** The checked address, or null when refused or while the server is asked how it plays. */
  src: string | null;
  /** MIME type for `<source type>`, from the file name (spec 9). */
  mimeType: string;
  playing: boolean;
  ended: boolean;
  /** Seconds played and the total; the total is NaN while unknown. */
  currentTime: number;
  duration: number;
  /** Largest value the position slider takes (0 while the length is unknown). */
  seekMax: number;
  timeLabel: string;
  durationLabel: string;
  volume: number;
  muted: boolean;
  rate: number;
  rates: { value: number; label: string }[];
  fullscreen: boolean;
  canFullscreen: boolean;
  /** The message of a failure, or null. */
  error: string | null;
  errorCode: MediaPlayerError | null;
  canRetry: boolean;
  labels: {
    player: string;
    toggle: string;
    mute: string;
    volume: string;
    speed: string;
    seek: string;
    fullscreen: string;
    loading: string;
    retry: string;
    keys: string;
  };
  toggle(): void;
  seek(time: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  setRate(rate: number): void;
  toggleFullscreen(): void;
  /** A key pressed in the focused player; true when the player used it (the skin then prevents the default). */
  keyDown(key: string): boolean;
  retry(): void;
}

const KEYS = new Set([
  ' ',
  'k',
  'K',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'm',
  'M',
  'Home',
  'End',
]);

/** The player's view model. */
export function connectMediaPlayer(
  snapshot: SnapshotFrom<MediaPlayerMachine>,
  send: (event: MediaPlayerEvent) => void,
  env: ConnectEnv,
): MediaPlayerView {
  const c = snapshot.context;
  const { t } = env;
  const status: MediaPlayerStatus = snapshot.matches('failed')
    ? 'failed'
    : snapshot.matches('ready')
      ? 'ready'
      : 'loading';
  const name = c.fileName;
  const video = c.kind === 'video';
  return {
    kind: c.kind,
    status,
    src: snapshot.matches('checking') ? null : c.src,
    mimeType: video ? videoMimeType(name) : audioMimeType(name),
    playing: c.playing,
    ended: c.ended,
    currentTime: c.currentTime,
    duration: c.duration,
    seekMax: Number.isFinite(c.duration) ? c.duration : 0,
    timeLabel: formatMediaTime(c.currentTime),
    durationLabel: formatMediaTime(c.duration),
    volume: c.volume,
    muted: c.muted,
    rate: c.rate,
    rates: PLAYBACK_RATES.map((value) => ({ value, label: `${value}×` })),
    fullscreen: c.fullscreen,
    canFullscreen: video,
    error: c.error ? t(`media-player.error.${c.error}`) : null,
    errorCode: c.error,
    canRetry: c.error !== null && c.error !== 'unsafe',
    labels: {
      player: t(video ? 'media-player.videoLabel' : 'media-player.audioLabel'),
      toggle: t(c.playing ? 'media-player.pause' : c.ended ? 'media-player.replay' : 'media-player.play'),
      mute: t(c.muted ? 'media-player.unmute' : 'media-player.mute'),
      volume: t('media-player.volume'),
      speed: t('media-player.speed'),
      seek: t('media-player.seek'),
      fullscreen: t(c.fullscreen ? 'media-player.exitFullscreen' : 'media-player.fullscreen'),
      loading: t('media-player.loading'),
      retry: t('media-player.retry'),
      keys: t(video ? 'media-player.keysVideo' : 'media-player.keys'),
    },
    toggle: () => send({ type: 'TOGGLE' }),
    seek: (time) => send({ type: 'SEEK', time }),
    setVolume: (volume) => send({ type: 'VOLUME.SET', volume }),
    toggleMute: () => send({ type: 'MUTE.TOGGLE' }),
    setRate: (rate) => send({ type: 'RATE.SET', rate }),
    toggleFullscreen: () => send({ type: 'FULLSCREEN.TOGGLE' }),
    keyDown: (key) => {
      const used = status === 'ready' && (KEYS.has(key) || (video && (key === 'f' || key === 'F')));
      if (used) send({ type: 'KEY', key });
      return used;
    },
    retry: () => send({ type: 'RETRY' }),
  };
}
