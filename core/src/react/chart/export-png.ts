// Saving a chart as a PNG file: echarts' svg renderer gives an SVG, which a canvas turns into PNG.

function svgToPng(svgUrl: string, width: number, height: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      const scale = 2;
      canvas.width = Math.max(1, Math.round(width * scale));
      canvas.height = Math.max(1, Math.round(height * scale));
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('no 2d canvas'));
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      resolve(canvas.toDataURL('image/png'));
    };
    image.onerror = () => reject(new Error('the chart SVG did not load'));
    image.src = svgUrl;
  });
}

/** A PNG data URL of a chart's drawing, whichever renderer drew it. */
export async function chartPngUrl(dataUrl: string, width: number, height: number): Promise<string> {
  return dataUrl.startsWith('data:image/png') ? dataUrl : svgToPng(dataUrl, width, height);
}

/** Starts a download of `url` named `fileName`. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
