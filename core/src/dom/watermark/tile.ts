import type { WatermarkDrawing, WatermarkSize } from '../../watermark';

/** One tile to paint. */
export interface WatermarkTileSpec {
  drawing: WatermarkDrawing;
  tile: WatermarkSize;
  rotate: number;
  opacity: number;
}

/** Paints a tile and gives it as a `data:` url; rejects with `WatermarkImageError` when the image cannot be used. */
export type WatermarkTilePainter = (spec: WatermarkTileSpec) => Promise<string>;

/** The watermark image failed to load, timed out, or cannot be read back (cross-origin). */
export class WatermarkImageError extends Error {
  override readonly name = 'WatermarkImageError';
}

const IMAGE_TIMEOUT_MS = 10_000;
const LINE_HEIGHT = 1.5;
/** Share of the tile the text or image may fill, so neighbouring tiles do not touch. */
const FILL = 0.85;

function loadImage(doc: Document, url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = doc.createElement('img');
    const timer = setTimeout(
      () => reject(new WatermarkImageError(`image timed out: ${url}`)),
      IMAGE_TIMEOUT_MS,
    );
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      clearTimeout(timer);
      if (image.naturalWidth > 0 && image.naturalHeight > 0) resolve(image);
      else reject(new WatermarkImageError(`image is empty: ${url}`));
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new WatermarkImageError(`image failed: ${url}`));
    };
    image.src = url;
  });
}

/** Breaks a line into pieces no wider than `maxWidth` (by character: CJK text has no spaces). */
function wrapLine(context: CanvasRenderingContext2D, line: string, maxWidth: number): string[] {
  if (context.measureText(line).width <= maxWidth) return [line];
  const pieces: string[] = [];
  let current = '';
  for (const char of line) {
    if (current && context.measureText(current + char).width > maxWidth) {
      pieces.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  return current ? [...pieces, current] : pieces;
}

function drawText(
  context: CanvasRenderingContext2D,
  drawing: Extract<WatermarkDrawing, { kind: 'text' }>,
  tile: WatermarkSize,
): void {
  context.font = `${drawing.fontSize}px ${drawing.fontFamily}`;
  context.fillStyle = drawing.color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const lines = drawing.lines.flatMap((line) => wrapLine(context, line, tile.width * FILL));
  const step = drawing.fontSize * LINE_HEIGHT;
  const top = -((lines.length - 1) * step) / 2;
  lines.forEach((line, index) => context.fillText(line, 0, top + index * step));
}

function drawImage(context: CanvasRenderingContext2D, image: HTMLImageElement, tile: WatermarkSize): void {
  const scale = Math.min(
    1,
    (tile.width * FILL) / image.naturalWidth,
    (tile.height * FILL) / image.naturalHeight,
  );
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  context.drawImage(image, -width / 2, -height / 2, width, height);
}

/**
 * Paints tiles on a canvas: the text lines or the image centred, turned by the rotation, at the
 * watermark's opacity, at the screen's pixel ratio for sharp text. Images are loaded once per url.
 */
export function canvasTilePainter(doc: Document = document): WatermarkTilePainter {
  const images = new Map<string, Promise<HTMLImageElement>>();
  return async ({ drawing, tile, rotate, opacity }) => {
    let image: HTMLImageElement | null = null;
    if (drawing.kind === 'image') {
      const loading = images.get(drawing.url) ?? loadImage(doc, drawing.url);
      images.set(drawing.url, loading);
      image = await loading;
    }
    const ratio = Math.max(1, doc.defaultView?.devicePixelRatio ?? 1);
    const canvas = doc.createElement('canvas');
    canvas.width = Math.ceil(tile.width * ratio);
    canvas.height = Math.ceil(tile.height * ratio);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d is not available');
    context.scale(ratio, ratio);
    context.translate(tile.width / 2, tile.height / 2);
    context.rotate((rotate * Math.PI) / 180);
    context.globalAlpha = opacity;
    if (image) drawImage(context, image, tile);
    else if (drawing.kind === 'text') drawText(context, drawing, tile);
    try {
      return canvas.toDataURL('image/png');
    } catch {
      // a cross-origin image without CORS taints the canvas: treat it as a failed image
      throw new WatermarkImageError('image cannot be read back (cross-origin)');
    }
  };
}
