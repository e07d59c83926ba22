/** The fake backend's recogniser, and the silence limit (spec 9: 10 000 ms; `?silenceMs=` shortens it for tests). */
export function voiceOptions() {
  const fromQuery = Number(new URLSearchParams(window.location.search).get('silenceMs'));
  return {
    recogniser: 'server' as const,
    recogniserUrl: '/api/media/voice/recognize',
    silenceMs: fromQuery > 0 ? fromQuery : undefined,
  };
}

/** The upload widget each recording goes into (the fake backend's upload endpoints). */
export function recordingUpload() {
  return { limits: { maxCount: 5, maxSize: 50 }, upload: { params: { module: 'demo' } } };
}
