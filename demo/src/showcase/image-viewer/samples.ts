import type { ImagePreviewer, ViewerImage } from '@suite-ui/core';

const COLOURS = [
  ['#2f54eb', '#13c2c2'],
  ['#fa541c', '#fadb14'],
  ['#722ed1', '#eb2f96'],
];

/** Three pictures drawn in the page as data URLs (no image file ships with the demo). */
export function sampleImages(): ViewerImage[] {
  return COLOURS.map(([from, to], i) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 320;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      const gradient = ctx.createLinearGradient(0, 0, 480, 320);
      gradient.addColorStop(0, from ?? '#000');
      gradient.addColorStop(1, to ?? '#fff');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 480, 320);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 96px sans-serif';
      ctx.fillText(String(i + 1), 210, 190);
    }
    return { src: canvas.toDataURL('image/png'), name: `photo-${i + 1}.png` };
  });
}

/** A host previewer whose check fails, as a desktop client without its photo view would. */
export const failingPreviewer: ImagePreviewer = {
  check: () => Promise.reject(new Error('photo view missing')),
  open: () => undefined,
};
