/** A finished recording. */
export interface RecordedClip {
  /** An address of the audio (an object URL) to play it back. */
  url: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  durationMs: number;
  /** The audio itself, for an upload. */
  blob: unknown;
}

/** An open microphone, as the recorder uses it (`@suite-ui/core/dom` has the MediaRecorder one). */
export interface RecordingSession {
  start(): void;
  pause(): void;
  resume(): void;
  /** Stops and gives the clip. */
  stop(): Promise<RecordedClip>;
  /** The current RMS level, 0 to 1. */
  level(): number;
  /** Calls back when the device goes away (unplugged, revoked); returns what stops listening. */
  onEnded(listener: () => void): () => void;
  /** Releases the microphone without a clip. */
  release(): void;
}

/** A speech recogniser, as voice to text uses it: the browser's, or a server's behind a URL. */
export interface SpeechRecogniser {
  /** Starts listening; results and levels come through `listener` until `stop()` settles. */
  start(listener: RecogniserListener): void;
  /** Stops listening and finishes the last result; resolves when the final text is in. */
  stop(): Promise<void>;
  /** Stops at once, no result. */
  abort(): void;
}

/** What a recogniser reports. */
export interface RecogniserListener {
  /** Text so far of the phrase being heard (replaced by the next interim or final). */
  interim(text: string): void;
  /** A finished phrase. */
  final(text: string): void;
  /** Someone is speaking (sound above the silence threshold or a fresh result). */
  sound(): void;
  /** The recogniser's own silence rule fired. */
  silence(): void;
  error(error: unknown): void;
}
