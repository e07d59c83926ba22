// Rules of the signature pad: strokes as data, the empty check and an SVG export written here so
// it is the same everywhere (PNG needs a canvas and comes from the drawing library).

/** One sampled point of a stroke (canvas CSS pixels, ms). */
export interface SignaturePoint {
  x: number;
  y: number;
  pressure: number;
  time: number;
}

/** One stroke, in the drawing library's (signature_pad's) point-group shape. */
export interface SignatureStroke {
  penColor: string;
  dotSize: number;
  minWidth: number;
  maxWidth: number;
  velocityFilterWeight: number;
  compositeOperation: string;
  points: SignaturePoint[];
}

/** A pen: colour and the width range of its line. */
export interface SignaturePen {
  color: string;
  /** Index into `SIGNATURE_PEN_WIDTHS`. */
  width: number;
}

/** Pen colours offered (black, blue, red ink). */
export const SIGNATURE_PEN_COLORS: readonly string[] = ['#000000', '#1d39c4', '#cf1322'];

/** Pen widths offered: thin, medium, thick as signature_pad min and max widths. */
export const SIGNATURE_PEN_WIDTHS: readonly { minWidth: number; maxWidth: number }[] = [
  { minWidth: 0.5, maxWidth: 1.5 },
  { minWidth: 1, maxWidth: 3 },
  { minWidth: 2, maxWidth: 5 },
];

/** spec: the signature row of a form is 100 px high. */
export const SIGNATURE_ROW_HEIGHT = 100;

/** True when no stroke has a point: nothing to sign with. */
export function isSignatureEmpty(strokes: readonly SignatureStroke[]): boolean {
  return !strokes.some((stroke) => stroke.points.length > 0);
}

/** The strokes without the last one (undo). */
export function undoStroke(strokes: readonly SignatureStroke[]): SignatureStroke[] {
  return strokes.slice(0, -1);
}

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]{5,40}\))$/i;
const num = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);

/** A colour that may go into SVG markup; anything else becomes black. */
export function safePenColor(color: string): string {
  return SAFE_COLOR.test(color) ? color : '#000000';
}

/**
 * The strokes as an SVG document of `width` × `height` (transparent background, round pens); a
 * stroke of one point is a dot.
 */
export function signatureToSvg(strokes: readonly SignatureStroke[], width: number, height: number): string {
  const parts = strokes
    .filter((stroke) => stroke.points.length > 0)
    .map((stroke) => {
      const color = safePenColor(stroke.penColor);
      const lineWidth = num((stroke.minWidth + stroke.maxWidth) / 2);
      const [first, ...rest] = stroke.points as [SignaturePoint, ...SignaturePoint[]];
      if (rest.length === 0) {
        const r = num(stroke.dotSize > 0 ? stroke.dotSize : lineWidth / 2 + 0.5);
        return `<circle cx="${num(first.x)}" cy="${num(first.y)}" r="${r}" fill="${color}"/>`;
      }
      const d = [`M${num(first.x)} ${num(first.y)}`, ...rest.map((p) => `L${num(p.x)} ${num(p.y)}`)].join(
        ' ',
      );
      return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${lineWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">${parts.join('')}</svg>`;
}

/** An SVG document as a base64 `data:image/svg+xml` URL. */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** Degrees the full-screen signing area turns: 0, or 90 (clockwise) to sign in landscape. */
export type SignatureRotation = 0 | 90;

/**
 * issue 27: on mobile the full-screen pad is signed in landscape. When the phone is held upright
 * (the viewport is taller than wide) the area turns 90° clockwise, so the user turns the phone and
 * signs across its long side; in landscape, on desktop, or inline it does not turn.
 */
export function signatureRotation(options: {
  fullscreen: boolean;
  mobile: boolean;
  viewport: { width: number; height: number } | null;
}): SignatureRotation {
  const { fullscreen, mobile, viewport } = options;
  return fullscreen && mobile && viewport !== null && viewport.height > viewport.width ? 90 : 0;
}

/**
 * A pointer position on the turned pad, in the canvas's own (unturned) CSS pixels. `screen` is
 * the position from the top-left of the canvas's on-screen box, `canvas` the canvas's own size
 * (`offsetWidth` × `offsetHeight`). Turned 90° clockwise, the canvas's top-left corner sits at the
 * box's top-right: canvas x runs down the screen and canvas y runs right to left.
 */
export function signatureCanvasPoint(
  screen: { x: number; y: number },
  canvas: { width: number; height: number },
  rotation: SignatureRotation,
): { x: number; y: number } {
  return rotation === 90 ? { x: screen.y, y: canvas.height - screen.x } : { x: screen.x, y: screen.y };
}
