export { Recorder, VoiceToText, type RecorderProps, type VoiceToTextProps } from './Recorder';
