import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { formatMediaTime } from '../shared/media-time';
import { levelBars } from './recorder.logic';
import type { RecordedClip } from './recorder.types';
import type { RecordingEvent, RecordingMachine } from './recording.machine';
import type { VoiceToTextEvent, VoiceToTextMachine } from './voice-to-text.machine';

export type RecorderStatus = 'idle' | 'asking' | 'recording' | 'paused' | 'stopping' | 'stopped' | 'failed';

/** What both skins' Recorder render. */
export interface RecorderView {
  status: RecorderStatus;
  /** A line saying where the recorder is (asking, recording, paused ...). */
  statusLabel: string;
  elapsedMs: number;
  /** `0:07 / 10:00`. */
  elapsedLabel: string;
  /** Lit bars of 10 in the level meter, and the level 0 to 100. */
  levelBars: number;
  levelPercent: number;
  clip: RecordedClip | null;
  error: string | null;
  /** Which buttons show. */
  can: { start: boolean; pause: boolean; resume: boolean; stop: boolean; discard: boolean };
  labels: { start: string; pause: string; resume: string; stop: string; discard: string; level: string };
  start(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  discard(): void;
}

const recorderStatus = (snapshot: SnapshotFrom<RecordingMachine>): RecorderStatus =>
  (['asking', 'stopped', 'failed'] as const).find((s) => snapshot.matches(s)) ??
  (snapshot.matches({ active: 'paused' })
    ? 'paused'
    : snapshot.matches({ active: 'stopping' })
      ? 'stopping'
      : snapshot.matches('active')
        ? 'recording'
        : 'idle');

export function connectRecorder(
  snapshot: SnapshotFrom<RecordingMachine>,
  send: (event: RecordingEvent) => void,
  env: ConnectEnv,
): RecorderView {
  const c = snapshot.context;
  const { t } = env;
  const status = recorderStatus(snapshot);
  const statusLabel =
    status === 'stopped' && c.reachedMax
      ? t('recorder.reachedMax')
      : status === 'idle' || status === 'failed'
        ? ''
        : t(`recorder.${status}`);
  return {
    status,
    statusLabel,
    elapsedMs: c.elapsedMs,
    elapsedLabel: t('recorder.elapsed', {
      elapsed: formatMediaTime(c.elapsedMs / 1000),
      max: formatMediaTime(c.maxMs / 1000),
    }),
    levelBars: levelBars(c.level),
    levelPercent: Math.round(Math.min(1, c.level) * 100),
    clip: c.clip,
    error: c.error ? t(`recorder.error.${c.error}`) : null,
    can: {
      start: status === 'idle' || status === 'stopped' || status === 'failed',
      pause: status === 'recording',
      resume: status === 'paused',
      stop: status === 'recording' || status === 'paused',
      discard: status === 'stopped',
    },
    labels: {
      start: t(
        status === 'stopped' ? 'recorder.again' : status === 'failed' ? 'recorder.retry' : 'recorder.start',
      ),
      pause: t('recorder.pause'),
      resume: t('recorder.resume'),
      stop: t('recorder.stop'),
      discard: t('recorder.discard'),
      level: t('recorder.level'),
    },
    start: () => send({ type: 'START' }),
    pause: () => send({ type: 'PAUSE' }),
    resume: () => send({ type: 'RESUME' }),
    stop: () => send({ type: 'STOP' }),
    discard: () => send({ type: 'RESET' }),
  };
}

export type VoiceToTextStatus = 'idle' | 'listening' | 'finishing';

/** What both skins' VoiceToText render. */
export interface VoiceToTextView {
  status: VoiceToTextStatus;
  listening: boolean;
  finalText: string;
  interimText: string;
  /** Final and interim text together, as the live transcript. */
  transcript: string;
  /** A note after listening ended by itself (silence), or ''. */
  note: string;
  error: string | null;
  labels: {
    start: string;
    stop: string;
    hold: string;
    release: string;
    listening: string;
    finishing: string;
    placeholder: string;
    clear: string;
    transcript: string;
  };
  start(): void;
  stop(): void;
  cancel(): void;
  clear(): void;
}

export function connectVoiceToText(
  snapshot: SnapshotFrom<VoiceToTextMachine>,
  send: (event: VoiceToTextEvent) => void,
  env: ConnectEnv,
): VoiceToTextView {
  const c = snapshot.context;
  const { t } = env;
  const status: VoiceToTextStatus = snapshot.matches({ active: 'finishing' })
    ? 'finishing'
    : snapshot.matches('active')
      ? 'listening'
      : 'idle';
  return {
    status,
    listening: status === 'listening',
    finalText: c.finalText,
    interimText: c.interimText,
    transcript: c.finalText + c.interimText,
    note: status === 'idle' && c.stoppedBy === 'silence' ? t('recorder.voice.stoppedBySilence') : '',
    error: c.error ? t(`recorder.error.${c.error}`) : null,
    labels: {
      start: t('recorder.voice.start'),
      stop: t('recorder.voice.stop'),
      hold: t('recorder.voice.hold'),
      release: t('recorder.voice.release'),
      listening: t('recorder.voice.listening'),
      finishing: t('recorder.voice.finishing'),
      placeholder: t('recorder.voice.placeholder'),
      clear: t('recorder.voice.clear'),
      transcript: t('recorder.voice.transcript'),
    },
    start: () => send({ type: 'START' }),
    stop: () => send({ type: 'STOP' }),
    cancel: () => send({ type: 'CANCEL' }),
    clear: () => send({ type: 'CLEAR' }),
  };
}
