// Rules of recording and voice to text (spec 2.3, 9): silence detection, lengths, device errors.

/** spec 9: voice to text stops after 10 000 ms of silence. */
export const VOICE_SILENCE_MS = 10_000;
/** Default longest recording (10 min). */
export const RECORDING_MAX_MS = 600_000;
/** How often the recorder samples its length and level. */
export const RECORDING_TICK_MS = 100;
/** Default RMS (0 to 1) below which a frame counts as silence. */
export const SILENCE_THRESHOLD = 0.02;

/** Options of `createSilenceDetector`. */
export interface SilenceDetectorOptions {
  /** How long the quiet must last (default 10 000 ms, spec 9). */
  silenceMs?: number;
  /** RMS level (0 to 1) below which a frame is quiet (default 0.02). */
  threshold?: number;
}

/** Fed audio frames, says when the quiet has lasted long enough. */
export interface SilenceDetector {
  /** A frame at `timeMs` with level `rms`: true once quiet frames have lasted `silenceMs` since the last loud frame (or the first frame). */
  feed(timeMs: number, rms: number): boolean;
}

/** A silence detector: pure, driven by the frames' own times. */
export function createSilenceDetector({
  silenceMs = VOICE_SILENCE_MS,
  threshold = SILENCE_THRESHOLD,
}: SilenceDetectorOptions = {}): SilenceDetector {
  let since: number | null = null;
  return {
    feed(timeMs, rms) {
      if (since === null || rms >= threshold) {
        since = timeMs;
        return rms < threshold && silenceMs <= 0;
      }
      return timeMs - since >= silenceMs;
    },
  };
}

/** The RMS level (0 to 1) of audio samples in [-1, 1]. */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / samples.length);
}

/** Why recording or listening failed. */
export type CaptureError = 'denied' | 'noDevice' | 'unsupported' | 'deviceLost' | 'network' | 'failed';

/** The capture error of a thrown `getUserMedia` / recogniser error, by its DOMException name. */
export function captureErrorOf(error: unknown): CaptureError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (name === 'NotAllowedError' || name === 'SecurityError' || message === 'not-allowed') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || message === 'audio-capture')
    return 'noDevice';
  if (name === 'NotSupportedError' || message === 'unsupported') return 'unsupported';
  if (name === 'NotReadableError' || name === 'AbortError') return 'deviceLost';
  if (message === 'network') return 'network';
  return 'failed';
}

/** The level meter's bars lit (of `bars`) for an RMS level, on a loudness-like curve. */
export function levelBars(rms: number, bars = 10): number {
  if (!(rms > 0)) return 0;
  const db = 20 * Math.log10(Math.min(1, rms)); // -inf..0
  return Math.max(0, Math.min(bars, Math.round(((db + 60) / 60) * bars)));
}

/** File extensions of the recorder's audio types (MediaRecorder gives webm, ogg or mp4 audio). */
const RECORDING_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/aac': 'aac',
};

/**
 * The name a recording is uploaded under: `recording-YYYYMMDD-HHmmss.<ext>` at local time `at`, the
 * extension from the MIME type (codecs ignored; webm when unknown).
 */
export function recordingFileName(mimeType: string, at: Date): string {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const ext = RECORDING_EXTENSIONS[base] ?? 'webm';
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `recording-${day}-${time}.${ext}`;
}
