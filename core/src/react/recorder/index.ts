export {
  recordedFile,
  useRecorder,
  useVoiceToText,
  type RecorderProps,
  type VoiceToTextProps,
} from './use-recorder';
