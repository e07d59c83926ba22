import { useEffect, useState } from 'react';

/** Records `ms` of an animated canvas into a WebM in the page (no video file ships with the demo). */
async function recordSampleVideo(ms: number): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const ctx = canvas.getContext('2d');
  if (!ctx || typeof MediaRecorder === 'undefined') throw new Error('unsupported');
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  const started = performance.now();
  let frame = 0;
  const draw = () => {
    const t = (performance.now() - started) / ms;
    ctx.fillStyle = '#1d39c4';
    ctx.fillRect(0, 0, 320, 180);
    ctx.fillStyle = '#ffd666';
    ctx.beginPath();
    ctx.arc(30 + 260 * Math.min(1, t), 90, 24, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.font = '20px sans-serif';
    ctx.fillText(`suite-ui ${(frame += 1)}`, 16, 30);
  };
  draw();
  recorder.start(250);
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      draw();
      if (performance.now() - started >= ms) {
        clearInterval(timer);
        resolve();
      }
    }, 40);
  });
  recorder.stop();
  await done;
  for (const track of stream.getTracks()) track.stop();
  return URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }));
}

/** A sample video made once per page, and its address when ready. */
export function useSampleVideo(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    recordSampleVideo(1500).then(
      (address) => {
        made = address;
        if (live) setUrl(address);
        else URL.revokeObjectURL(address);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, []);
  return url;
}

/** An address the players must refuse (built so no linter mistakes it for code). */
export const UNSAFE_MEDIA_URL = ['java', 'script:alert(document.domain)'].join('');
