/** A 400 × 300 PNG drawn in the page, as a data URL (no image file ships with the demo). */
export function sampleImage(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 300;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  const gradient = ctx.createLinearGradient(0, 0, 400, 300);
  gradient.addColorStop(0, '#2f54eb');
  gradient.addColorStop(1, '#13c2c2');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 400, 300);
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(200, 130, 60, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(110, 200, 180, 100);
  return canvas.toDataURL('image/png');
}
