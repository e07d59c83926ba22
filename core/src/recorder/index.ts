export {
  RECORDING_MAX_MS,
  RECORDING_TICK_MS,
  SILENCE_THRESHOLD,
  VOICE_SILENCE_MS,
  captureErrorOf,
  createSilenceDetector,
  levelBars,
  recordingFileName,
  rmsLevel,
  type CaptureError,
  type SilenceDetector,
  type SilenceDetectorOptions,
} from './recorder.logic';
export type { RecogniserListener, RecordedClip, RecordingSession, SpeechRecogniser } from './recorder.types';
export {
  recordingMachine,
  type RecordingContext,
  type RecordingEmitted,
  type RecordingEvent,
  type RecordingInput,
  type RecordingMachine,
} from './recording.machine';
export { recorderActors, type RecorderServices } from './recorder.service';
export {
  voiceToTextMachine,
  type VoiceToTextContext,
  type VoiceToTextEmitted,
  type VoiceToTextEvent,
  type VoiceToTextInput,
  type VoiceToTextMachine,
} from './voice-to-text.machine';
export {
  connectRecorder,
  connectVoiceToText,
  type RecorderStatus,
  type RecorderView,
  type VoiceToTextStatus,
  type VoiceToTextView,
} from './recorder.connect';
export { recorderTexts } from './messages';
