// Rules of the audio and video players (spec 2.3, 7, 9): MIME types by extension, which addresses
// may play, time labels, speeds and keys.
// read by the carousel, cropper, viewer and recorder too: the rules live in the kernel
export { safeMediaUrl } from '../shared/url-safety';
export { formatMediaTime } from '../shared/media-time';
import { asString, isRecord } from '../shared/guards';

/** What a player shows: sound only, or pictures with sound. */
export type MediaKind = 'audio' | 'video';

// spec 9: video types are mapped from extension to MIME, default video/mp4
const VIDEO_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  '3gp': 'video/3gpp',
  '3g2': 'video/3gpp2',
  ts: 'video/mp2t',
  m3u8: 'application/x-mpegURL',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
};

const AUDIO_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  webm: 'audio/webm',
  weba: 'audio/webm',
  amr: 'audio/amr',
  wma: 'audio/x-ms-wma',
  mid: 'audio/midi',
  midi: 'audio/midi',
};

/** The lower-case extension of a file name or address (query and fragment ignored), or ''. */
function extensionOf(fileName: string): string {
  const path = String(fileName ?? '').split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 || (dot === 0 && base.length > 1) ? base.slice(dot + 1).toLowerCase() : '';
}

/** spec 9: the video MIME type of `fileName` by its extension; `video/mp4` when unknown. */
export function videoMimeType(fileName: string): string {
  return VIDEO_TYPES[extensionOf(fileName)] ?? 'video/mp4';
}

/** The audio MIME type of `fileName` by its extension; `audio/mpeg` when unknown. */
export function audioMimeType(fileName: string): string {
  return AUDIO_TYPES[extensionOf(fileName)] ?? 'audio/mpeg';
}

/** The kind of media a file name names by its extension, or null when it is neither. */
export function mediaKindOf(fileName: string): MediaKind | null {
  const ext = extensionOf(fileName);
  if (ext === 'ogg' || ext === 'webm') return null; // both kinds use these containers
  if (ext in AUDIO_TYPES) return 'audio';
  if (ext in VIDEO_TYPES) return 'video';
  return null;
}

/** Speeds the speed menu offers. */
export const PLAYBACK_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2];

/** Seconds an arrow key seeks. */
export const SEEK_STEP_S = 5;
/** Volume an arrow key changes (0 to 1). */
export const VOLUME_STEP = 0.1;

/** What a key does in a focused player. */
export type PlayerKeyAction =
  | { type: 'TOGGLE' }
  | { type: 'SEEK.BY'; delta: number }
  | { type: 'VOLUME.BY'; delta: number }
  | { type: 'MUTE.TOGGLE' }
  | { type: 'FULLSCREEN.TOGGLE' }
  | { type: 'SEEK.TO.START' }
  | { type: 'SEEK.TO.END' };

/** The action of `key` in a player of `kind`, or null when the key is not the player's. */
export function playerKeyAction(key: string, kind: MediaKind): PlayerKeyAction | null {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'TOGGLE' };
    case 'ArrowLeft':
      return { type: 'SEEK.BY', delta: -SEEK_STEP_S };
    case 'ArrowRight':
      return { type: 'SEEK.BY', delta: SEEK_STEP_S };
    case 'ArrowUp':
      return { type: 'VOLUME.BY', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'VOLUME.BY', delta: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { type: 'MUTE.TOGGLE' };
    case 'f':
    case 'F':
      return kind === 'video' ? { type: 'FULLSCREEN.TOGGLE' } : null;
    case 'Home':
      return { type: 'SEEK.TO.START' };
    case 'End':
      return { type: 'SEEK.TO.END' };
    default:
      return null;
  }
}

/** `/papi/file/audioVideo/previewType` (spec 7): how the server can preview a stored file. */
export const AUDIO_VIDEO_PREVIEW_TYPE_URL = '/papi/file/audioVideo/previewType';

/** The server's answer: play as audio, as video, or not at all. */
export type MediaPreviewType = MediaKind | 'unsupported';

/**
 * The preview type in an untrusted `previewType` answer (`"video"`, `{ previewType: "audio" }`,
 * or `{ type: ... }`); null when the answer says nothing usable, so the player falls back to the
 * kind it was given.
 */
export function parseMediaPreviewType(data: unknown): MediaPreviewType | null {
  const raw = isRecord(data) ? asString(data.previewType ?? data.type) : asString(data);
  const value = raw.trim().toLowerCase();
  if (value === 'audio' || value === 'video') return value;
  if (value === 'unsupported' || value === 'none') return 'unsupported';
  return null;
}

/** A number kept within [min, max]; NaN becomes min. */
export function clamp(value: number, min: number, max: number): number {
  return Number.isNaN(value) ? min : Math.min(max, Math.max(min, value));
}
