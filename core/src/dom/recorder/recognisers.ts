import type { ApiClientOptions } from '../../http';
import { asString, isRecord } from '../../shared/guards';
import {
  createSilenceDetector,
  SILENCE_THRESHOLD,
  type RecogniserListener,
  type RecordingSession,
  type SpeechRecogniser,
} from '../../recorder';
import { openMicrophoneSession } from './microphone';

interface BrowserRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  onsoundstart: (() => void) | null;
}

type RecognitionClass = new () => BrowserRecognition;

function recognitionClass(): RecognitionClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** The browser's SpeechRecognition as a recogniser, or null where the browser has none. */
export function browserSpeechRecogniser(lang = 'zh-CN'): SpeechRecogniser | null {
  const Recognition = recognitionClass();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.continuous = true;
  recognition.interimResults = true;
  let ended: (() => void) | null = null;
  return {
    start(listener) {
      recognition.onresult = (event) => {
        let interim = '';
        for (let i = event.resultIndex; i < event.results.length; i += 1) {
          const result = event.results[i];
          const text = result?.[0]?.transcript ?? '';
          if (result?.isFinal) listener.final(text);
          else interim += text;
        }
        listener.sound();
        if (interim) listener.interim(interim);
      };
      recognition.onsoundstart = () => listener.sound();
      recognition.onerror = (event) => listener.error(new Error(event.error));
      recognition.onend = () => ended?.();
      recognition.start();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        ended = resolve;
        recognition.stop();
      }),
    abort: () => recognition.abort(),
  };
}

/** Options of the server recogniser. */
export interface ServerRecogniserOptions {
  /** Where the recorded audio is posted; the answer's `data.text` is the transcript. */
  url: string;
  api?: ApiClientOptions;
  /** Quiet (ms) after which the recogniser reports silence; the machine's limit applies as well. */
  silenceMs?: number;
  threshold?: number;
  /** Opens the microphone (the browser's by default). */
  openMicrophone?: () => Promise<RecordingSession>;
}

/**
 * A recogniser behind a URL: records from the microphone, reports sound and silence from the level,
 * and on stop posts the audio and gives the server's text as the final result.
 */
export function serverSpeechRecogniser(options: ServerRecogniserOptions): SpeechRecogniser {
  const open = options.openMicrophone ?? openMicrophoneSession;
  const base = options.api?.baseUrl ?? '';
  const fetchImpl = options.api?.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let session: RecordingSession | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let listener: RecogniserListener | null = null;
  let aborted = false;
  const opening: { promise: Promise<RecordingSession> | null } = { promise: null };
  return {
    start(l) {
      listener = l;
      opening.promise = open();
      opening.promise.then(
        (opened) => {
          if (aborted) {
            opened.release();
            return;
          }
          session = opened;
          opened.start();
          const detector = createSilenceDetector({
            silenceMs: options.silenceMs,
            threshold: options.threshold,
          });
          const threshold = options.threshold ?? SILENCE_THRESHOLD;
          timer = setInterval(() => {
            const rms = opened.level();
            if (rms >= threshold) l.sound();
            if (detector.feed(performance.now(), rms)) l.silence();
          }, 100);
        },
        (error: unknown) => l.error(error),
      );
    },
    async stop() {
      clearInterval(timer);
      const opened = session ?? (await opening.promise?.catch(() => null)) ?? null;
      if (!opened) return;
      const clip = await opened.stop();
      const response = await fetchImpl(`${base}${options.url}`, {
        method: 'POST',
        headers: { 'content-type': clip.mimeType || 'application/octet-stream', ...options.api?.headers },
        body: clip.blob as Blob,
      });
      URL.revokeObjectURL(clip.url);
      if (!response.ok) throw new Error('network');
      const body: unknown = await response.json();
      const data = isRecord(body) && body.status !== false ? body.data : null;
      const text = isRecord(data) ? asString(data.text) : '';
      if (text) listener?.final(text);
    },
    abort() {
      aborted = true;
      clearInterval(timer);
      session?.release();
    },
  };
}
