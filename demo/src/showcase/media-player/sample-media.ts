/** A 6 s WAV tone the fake backend makes, served with byte ranges so the players can seek. */
export const SAMPLE_AUDIO_URL = '/api/media/demo/tone.wav?seconds=6';

/** A 6 s test-card video the fake backend serves as a file would be, with byte ranges. */
export const SAMPLE_VIDEO_URL = '/api/media/demo/clip.webm';

/** An address the players must refuse (built so no linter mistakes it for code). */
export const UNSAFE_MEDIA_URL = ['java', 'script:alert(document.domain)'].join('');
