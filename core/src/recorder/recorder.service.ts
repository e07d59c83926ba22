// The recorder's one IO, opening the microphone (the browser's MediaRecorder:
// `openMicrophoneSession` of `@suite-ui/core/dom`), and the recording machine's actor over it.
import { fromPromise } from 'xstate';
import type { RecordingSession } from './recorder.types';

/** The IO of a recorder. */
export interface RecorderServices {
  /** Opens the microphone; rejects when the user or the browser refuses it. */
  openMicrophone(): Promise<RecordingSession>;
}

/** The recording machine's actors over `RecorderServices`. */
export function recorderActors(services: RecorderServices) {
  return { openMicrophone: fromPromise<RecordingSession>(() => services.openMicrophone()) };
}
