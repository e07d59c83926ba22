export { openMicrophoneSession, recordingMimeType } from './microphone';
export { browserSpeechRecogniser, serverSpeechRecogniser, type ServerRecogniserOptions } from './recognisers';
