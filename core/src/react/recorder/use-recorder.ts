import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { browserSpeechRecogniser, openMicrophoneSession, serverSpeechRecogniser } from '../../dom/recorder';
import type { ApiClientOptions } from '../../http';
import type { UploadFieldSkinProps } from '../upload/use-upload-field';
import {
  connectRecorder,
  connectVoiceToText,
  recorderActors,
  recorderTexts,
  recordingFileName,
  recordingMachine,
  voiceToTextMachine,
  type RecordedClip,
  type RecorderView,
  type RecordingSession,
  type SpeechRecogniser,
  type VoiceToTextView,
} from '../../recorder';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useMachineActor } from '../machine';
import { useLocale } from '../use-locale';

/** Props of both skins' `Recorder`. */
export interface RecorderProps {
  /** Longest recording in ms (10 min by default). */
  maxMs?: number;
  /** A finished recording: play it back, upload `clip.blob` with the upload widget. */
  onRecorded?: (clip: RecordedClip) => void;
  /** Opens the microphone (the browser's MediaRecorder by default; tests pass a fake). */
  openMicrophone?: () => Promise<RecordingSession>;
  /**
   * Uploads each finished recording with the upload widget (issue 27): the recorder shows an upload
   * list with these props (limits, api, settings...) and adds every recording to it as a file.
   */
  upload?: UploadFieldSkinProps;
}

/**
 * A finished recording as a file for the upload widget, named by `recordingFileName`; null when the
 * clip holds no audio.
 */
export function recordedFile(clip: RecordedClip, at: Date = new Date()): File | null {
  if (!(clip.blob instanceof Blob) || clip.blob.size === 0) return null;
  const type = clip.blob.type || clip.mimeType;
  return new File([clip.blob], recordingFileName(type, at), { type });
}

/** A sound recorder over core's recording machine and the browser's MediaRecorder. */
export function useRecorder(props: RecorderProps, platform: Platform): RecorderView {
  const host = useMachineActor(recordingMachine, {
    input: { maxMs: props.maxMs },
    implementations: {
      actors: recorderActors({ openMicrophone: props.openMicrophone ?? openMicrophoneSession }),
    },
  });
  const { onRecorded } = props;
  useEffect(() => host.on('recorded', (event) => onRecorded?.(event.clip)), [host, onRecorded]);
  const readClipUrl = () => host.getSnapshot().context.clip?.url ?? '';
  // the same reader on a server (no clip there: a recording only exists in a browser)
  const clipUrl = useSyncExternalStore(host.subscribe, readClipUrl, readClipUrl);
  useEffect(() => (clipUrl ? () => URL.revokeObjectURL(clipUrl) : undefined), [clipUrl]);
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const locale = useLocale();
  const env = useMemo(() => connectEnv(recorderTexts, locale, platform), [locale, platform]);
  return useMemo(() => connectRecorder(snapshot, host.send, env), [snapshot, host, env]);
}

/** Props of both skins' `VoiceToText`. */
export interface VoiceToTextProps {
  /** Quiet that ends listening, in ms (spec 9: 10 000). */
  silenceMs?: number;
  /**
   * Which recogniser: the browser's SpeechRecognition, a server behind `recogniserUrl`, or `auto`
   * (the browser's where present, else the server's).
   */
  recogniser?: 'auto' | 'browser' | 'server';
  /** Where the server recogniser posts the audio. */
  recogniserUrl?: string;
  api?: ApiClientOptions;
  /** Language of speech (zh-CN by default). */
  lang?: string;
  /** The transcript after each listening. */
  onText?: (text: string) => void;
  /** Replaces the recogniser (tests). */
  createRecogniser?: () => SpeechRecogniser | null;
}

/** Voice to text over core's machine with a browser or server recogniser. */
export function useVoiceToText(props: VoiceToTextProps, platform: Platform): VoiceToTextView {
  const { recogniser = 'auto', recogniserUrl, api, lang, silenceMs } = props;
  const host = useMachineActor(voiceToTextMachine, {
    input: {
      silenceMs,
      createRecogniser:
        props.createRecogniser ??
        (() => {
          const browser = recogniser === 'server' ? null : browserSpeechRecogniser(lang);
          if (browser || recogniser === 'browser' || !recogniserUrl) return browser;
          return serverSpeechRecogniser({ url: recogniserUrl, api, silenceMs });
        }),
    },
  });
  const { onText } = props;
  useEffect(() => host.on('text', (event) => onText?.(event.text)), [host, onText]);
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const locale = useLocale();
  const env = useMemo(() => connectEnv(recorderTexts, locale, platform), [locale, platform]);
  return useMemo(() => connectVoiceToText(snapshot, host.send, env), [snapshot, host, env]);
}
