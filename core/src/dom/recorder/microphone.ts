import { rmsLevel, type RecordedClip, type RecordingSession } from '../../recorder';

const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** The first audio type this browser's MediaRecorder can write, or '' for its default. */
export function recordingMimeType(): string {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return '';
  return RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/** Reads the level of a stream with an analyser node. */
function levelMeter(stream: MediaStream): { level(): number; close(): void } {
  const AudioContextClass =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return { level: () => 0, close: () => undefined };
  const context = new AudioContextClass();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  return {
    level() {
      analyser.getFloatTimeDomainData(samples);
      return rmsLevel(samples);
    },
    close() {
      source.disconnect();
      void context.close().catch(() => undefined);
    },
  };
}

/**
 * Opens the microphone and gives a recording session over MediaRecorder: level from an analyser,
 * pause and resume, the clip as a Blob and an object URL on stop, and a callback when the device
 * goes away. Rejects with the browser's error (NotAllowedError, NotFoundError ...) when refused.
 */
export async function openMicrophoneSession(): Promise<RecordingSession> {
  if (
    typeof navigator === 'undefined' ||
    !navigator.mediaDevices?.getUserMedia ||
    typeof MediaRecorder === 'undefined'
  ) {
    throw new Error('unsupported');
  }
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const mimeType = recordingMimeType();
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const meter = levelMeter(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  let recordedMs = 0;
  let runStart = 0;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    meter.close();
    for (const track of stream.getTracks()) track.stop();
  };
  return {
    start() {
      runStart = performance.now();
      recorder.start(250);
    },
    pause() {
      recordedMs += performance.now() - runStart;
      recorder.pause();
    },
    resume() {
      runStart = performance.now();
      recorder.resume();
    },
    stop() {
      if (recorder.state === 'recording') recordedMs += performance.now() - runStart;
      return new Promise<RecordedClip>((resolve, reject) => {
        recorder.onstop = () => {
          release();
          const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
          if (blob.size === 0) reject(new Error('empty recording'));
          else
            resolve({
              url: URL.createObjectURL(blob),
              mimeType: blob.type,
              size: blob.size,
              durationMs: Math.round(recordedMs),
              blob,
            });
        };
        if (recorder.state === 'inactive') recorder.onstop?.(new Event('stop'));
        else recorder.stop();
      });
    },
    level: () => (released ? 0 : meter.level()),
    onEnded(listener) {
      const tracks = stream.getAudioTracks();
      for (const track of tracks) track.addEventListener('ended', listener);
      return () => {
        for (const track of tracks) track.removeEventListener('ended', listener);
      };
    },
    release() {
      if (recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      release();
    },
  };
}
