// What the layer actually shows through the page's paint effects (issue 35): a filter or blend on
// an ancestor (`html { filter: brightness(1.25) }`) paints content and layer alike, but it can
// clip the layer's faint ink to the page colour while dark content stays readable. Instead of a
// list of forbidden properties, the check follows a pixel of ink and a pixel of content through
// every effect, as the browser composites them, and compares how much of each stays visible.

/** One ancestor of the layer as it paints what it holds, from the layer's container up to `html`. */
export interface WatermarkAncestorPaint {
  /** Its computed `filter` (`none`, or the functions as the browser serializes them). */
  filter: string;
  /** Its computed `mix-blend-mode`. */
  mixBlendMode: string;
  /** The colour it blends with: the nearest opaque background behind it (white when none). */
  backdrop: string;
}

/** The paint effects between the layer and the screen (issue 35). */
export interface WatermarkPaintFacts {
  /** The layer's ancestors, innermost first. */
  ancestors: readonly WatermarkAncestorPaint[];
  /** Computed `backdrop-filter` of elements painted above the layer, which filter it too. */
  above: readonly string[];
  /** The colour the layer is drawn over: the nearest opaque background of its container. */
  background: string;
}

/** The layer's ink: the text colour and the opacity the tile is painted with. */
export interface WatermarkInk {
  color: string;
  opacity: number;
}

type Rgb = readonly [number, number, number];
type Matrix = readonly [Rgb, Rgb, Rgb];

/** A filter function as a colour operation; blur and drop-shadow change no colour. */
type FilterStep =
  | { kind: 'linear'; slope: number; intercept: number }
  | { kind: 'matrix'; matrix: Matrix }
  | { kind: 'opacity'; amount: number }
  | { kind: 'spatial' };

/** A filter the check can follow, or `untrusted` (an SVG `url()` filter, an unknown function). */
export type ParsedFilter = readonly FilterStep[] | 'untrusted';

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

function amountOf(argument: string, fallback: number): number | null {
  const text = argument.trim();
  if (text === '') return fallback;
  const match = /^(-?[\d.]+(?:e-?\d+)?)(%?)$/i.exec(text);
  if (!match) return null;
  const n = Number(match[1]) / (match[2] ? 100 : 1);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function angleOf(argument: string): number | null {
  const text = argument.trim();
  if (text === '' || text === '0') return 0;
  const match = /^(-?[\d.]+(?:e-?\d+)?)(deg|grad|rad|turn)$/i.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  const degrees =
    unit === 'deg' ? n : unit === 'grad' ? n * 0.9 : unit === 'turn' ? n * 360 : (n * 180) / Math.PI;
  return Number.isFinite(degrees) ? (degrees * Math.PI) / 180 : null;
}

// Filter Effects 1, section 13 (the shorthand functions' colour matrices).
function grayscale(g: number): Matrix {
  const k = 1 - clamp01(g);
  return [
    [0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k],
    [0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k],
    [0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k],
  ];
}

function sepia(s: number): Matrix {
  const k = 1 - clamp01(s);
  return [
    [0.393 + 0.607 * k, 0.769 - 0.769 * k, 0.189 - 0.189 * k],
    [0.349 - 0.349 * k, 0.686 + 0.314 * k, 0.168 - 0.168 * k],
    [0.272 - 0.272 * k, 0.534 - 0.534 * k, 0.131 + 0.869 * k],
  ];
}

function saturate(s: number): Matrix {
  return [
    [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
  ];
}

function hueRotate(a: number): Matrix {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928],
    [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.14, 0.072 - c * 0.072 - s * 0.283],
    [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072],
  ];
}

function filterStep(name: string, argument: string): FilterStep | null {
  const amount = (fallback: number) => amountOf(argument, fallback);
  switch (name) {
    case 'brightness': {
      const b = amount(1);
      return b === null ? null : { kind: 'linear', slope: b, intercept: 0 };
    }
    case 'contrast': {
      const c = amount(1);
      return c === null ? null : { kind: 'linear', slope: c, intercept: 0.5 - 0.5 * c };
    }
    case 'invert': {
      const i = amount(1);
      return i === null ? null : { kind: 'linear', slope: 1 - 2 * clamp01(i), intercept: clamp01(i) };
    }
    case 'opacity': {
      const o = amount(1);
      return o === null ? null : { kind: 'opacity', amount: clamp01(o) };
    }
    case 'grayscale':
    case 'sepia':
    case 'saturate': {
      const n = amount(1);
      if (n === null) return null;
      const matrix = name === 'grayscale' ? grayscale(n) : name === 'sepia' ? sepia(n) : saturate(n);
      return { kind: 'matrix', matrix };
    }
    case 'hue-rotate': {
      const a = angleOf(argument);
      return a === null ? null : { kind: 'matrix', matrix: hueRotate(a) };
    }
    // spread content and layer alike: what blurs the ink blurs the text as much
    case 'blur':
    case 'drop-shadow':
      return { kind: 'spatial' };
    default:
      return null;
  }
}

/**
 * Reads a computed `filter` value into colour operations. An SVG filter (`url()`) can do
 * anything to colours and is not followed, nor is a function this check does not know: both are
 * `untrusted`.
 */
export function parseCssFilter(value: string): ParsedFilter {
  const text = value.trim();
  if (text === '' || text === 'none') return [];
  const steps: FilterStep[] = [];
  let at = 0;
  while (at < text.length) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (at >= text.length) break;
    const name = /^[a-z-]+/i.exec(text.slice(at))?.[0]?.toLowerCase();
    if (!name || text[at + name.length] !== '(') return 'untrusted';
    let depth = 0;
    let end = at + name.length;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')' && --depth === 0) break;
    }
    if (depth !== 0) return 'untrusted';
    const step = name === 'url' ? null : filterStep(name, text.slice(at + name.length + 1, end));
    if (!step) return 'untrusted';
    steps.push(step);
    at = end + 1;
  }
  return steps;
}

/** A CSS colour as the browser serializes it (`rgb()`, `rgba()`, `#hex`), or null. */
export function parseCssColor(value: string): { rgb: Rgb; alpha: number } | null {
  const text = value.trim().toLowerCase();
  if (text === 'transparent') return { rgb: [0, 0, 0], alpha: 0 };
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const channel = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16) / 255;
    return { rgb: [channel(0), channel(1), channel(2)], alpha: 1 };
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(text)?.[1];
  if (!fn) return null;
  const parts = fn
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.length < 3 || parts.some((n) => !Number.isFinite(n))) return null;
  return {
    rgb: [clamp01(parts[0]! / 255), clamp01(parts[1]! / 255), clamp01(parts[2]! / 255)],
    alpha: parts.length > 3 ? clamp01(parts[3]!) : 1,
  };
}

interface Pixel {
  rgb: Rgb;
  alpha: number;
}

function applyStep(pixel: Pixel, step: FilterStep): Pixel {
  switch (step.kind) {
    case 'linear':
      return {
        rgb: pixel.rgb.map((c) => clamp01(c * step.slope + step.intercept)) as unknown as Rgb,
        alpha: pixel.alpha,
      };
    case 'matrix': {
      const [r, g, b] = pixel.rgb;
      const row = (m: Rgb) => clamp01(m[0] * r + m[1] * g + m[2] * b);
      return { rgb: [row(step.matrix[0]), row(step.matrix[1]), row(step.matrix[2])], alpha: pixel.alpha };
    }
    case 'opacity':
      return { rgb: pixel.rgb, alpha: pixel.alpha * step.amount };
    case 'spatial':
      return pixel;
  }
}

/** Relative luminance of gamma-encoded sRGB (Rec. 709 weights), 0..1. */
function luma([r, g, b]: Rgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function over(top: Pixel, below: Rgb): Rgb {
  return [0, 1, 2].map((i) => top.rgb[i]! * top.alpha + below[i]! * (1 - top.alpha)) as unknown as Rgb;
}

type Separable = (backdrop: number, source: number) => number;

// Compositing and Blending 1, section 5: the separable modes.
const SEPARABLE: Readonly<Record<string, Separable>> = {
  normal: (_, s) => s,
  multiply: (b, s) => b * s,
  screen: (b, s) => b + s - b * s,
  overlay: (b, s) => (b <= 0.5 ? 2 * b * s : 1 - 2 * (1 - b) * (1 - s)),
  darken: (b, s) => Math.min(b, s),
  lighten: (b, s) => Math.max(b, s),
  'color-dodge': (b, s) => (b === 0 ? 0 : s >= 1 ? 1 : Math.min(1, b / (1 - s))),
  'color-burn': (b, s) => (b >= 1 ? 1 : s <= 0 ? 0 : 1 - Math.min(1, (1 - b) / s)),
  'hard-light': (b, s) => (s <= 0.5 ? 2 * b * s : 1 - 2 * (1 - b) * (1 - s)),
  'soft-light': (b, s) => {
    if (s <= 0.5) return b - (1 - 2 * s) * b * (1 - b);
    const d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : Math.sqrt(b);
    return b + (2 * s - 1) * (d - b);
  },
  difference: (b, s) => Math.abs(b - s),
  exclusion: (b, s) => b + s - 2 * b * s,
  'plus-lighter': (b, s) => Math.min(1, b + s),
};

/**
 * Blends a pixel with its backdrop. The non-separable modes are followed through the luminance
 * the check compares: `luminosity` keeps the source's, `hue`, `saturation` and `color` keep the
 * backdrop's. Null for a mode the check does not know.
 */
function blend(pixel: Pixel, mode: string, backdrop: Rgb): Pixel | null {
  const separable = SEPARABLE[mode];
  let mixed: Rgb;
  if (separable)
    mixed = [0, 1, 2].map((i) => clamp01(separable(backdrop[i]!, pixel.rgb[i]!))) as unknown as Rgb;
  else if (mode === 'luminosity') mixed = pixel.rgb.map(() => luma(pixel.rgb)) as unknown as Rgb;
  else if (mode === 'hue' || mode === 'saturation' || mode === 'color')
    mixed = backdrop.map(() => luma(backdrop)) as unknown as Rgb;
  else return null;
  return { rgb: over({ rgb: mixed, alpha: pixel.alpha }, backdrop), alpha: 1 };
}

const WHITE: Rgb = [1, 1, 1];
const BLACK: Rgb = [0, 0, 0];

/** One pixel through every effect, as it reaches the screen (over a white canvas). */
function throughEffects(
  start: Rgb,
  stages: readonly { steps: readonly FilterStep[]; mode: string; backdrop: Rgb }[],
): number | null {
  let pixel: Pixel | null = { rgb: start, alpha: 1 };
  for (const stage of stages) {
    for (const step of stage.steps) pixel = applyStep(pixel, step);
    if (stage.mode !== 'normal') {
      pixel = blend(pixel, stage.mode, stage.backdrop);
      if (!pixel) return null;
    }
  }
  return luma(over(pixel, WHITE));
}

/** What the effects leave of the layer and of the content (issue 35). */
export type WatermarkContrastVerdict =
  | { status: 'visible' }
  /** The ink keeps less than half the contrast the content keeps, against `background`. */
  | { status: 'washed-out'; ink: number; content: number }
  /** An effect the check cannot follow: an SVG filter, an unknown function or blend mode. */
  | { status: 'untrusted' };

/**
 * The layer counts as washed out when its ink keeps less than this share of the contrast the page
 * content keeps through the same effects. A dimmed, inverted or grayscale page dims or turns the
 * content and the ink alike and passes; clipping the light end (brightness or contrast above 1,
 * sepia, dodge blends) erases faint ink while dark text stays, and fails.
 */
export const WATERMARK_MIN_INK_RETENTION = 0.5;

/**
 * Follows a pixel of ink over the background, the background itself and a pixel of content text
 * (black on a light background, white on a dark one) through the paint effects, over white and
 * over the page's own background, and compares how much contrast the ink and the content keep.
 */
export function judgeWatermarkContrast(
  paint: WatermarkPaintFacts,
  ink: WatermarkInk,
): WatermarkContrastVerdict {
  const stages: { steps: readonly FilterStep[]; mode: string; backdrop: Rgb }[] = [];
  for (const ancestor of paint.ancestors) {
    const steps = parseCssFilter(ancestor.filter);
    if (steps === 'untrusted') return { status: 'untrusted' };
    const mode = ancestor.mixBlendMode.trim() || 'normal';
    const backdrop = parseCssColor(ancestor.backdrop);
    stages.push({
      steps,
      mode,
      backdrop: backdrop ? over({ rgb: backdrop.rgb, alpha: backdrop.alpha }, WHITE) : WHITE,
    });
  }
  for (const filter of paint.above) {
    const steps = parseCssFilter(filter);
    if (steps === 'untrusted') return { status: 'untrusted' };
    stages.push({ steps, mode: 'normal', backdrop: WHITE });
  }
  const inkColor = parseCssColor(ink.color)?.rgb ?? BLACK;
  const inkAlpha = clamp01(ink.opacity);
  const page = parseCssColor(paint.background);
  const backgrounds: Rgb[] = [WHITE];
  if (page && page.alpha > 0) backgrounds.push(over(page, WHITE));
  for (const background of backgrounds) {
    const inked = over({ rgb: inkColor, alpha: inkAlpha }, background);
    const text = luma(background) >= 0.5 ? BLACK : WHITE;
    const shownInk = Math.abs(luma(inked) - luma(background));
    if (shownInk < 1e-3) continue; // nothing to lose against this background
    const after = [background, inked, text].map((color) => throughEffects(color, stages));
    if (after.some((value) => value === null)) return { status: 'untrusted' };
    const [bg, inkAfter, textAfter] = after as [number, number, number];
    const ink = Math.abs(inkAfter - bg) / shownInk;
    const content = Math.abs(textAfter - bg) / Math.abs(luma(text) - luma(background));
    if (ink < WATERMARK_MIN_INK_RETENTION * content) return { status: 'washed-out', ink, content };
  }
  return { status: 'visible' };
}

/** The product of the `opacity()` functions of the ancestors' filters (1 when none, or untrusted). */
export function filterOpacity(paint: WatermarkPaintFacts): number {
  let product = 1;
  for (const ancestor of paint.ancestors) {
    const steps = parseCssFilter(ancestor.filter);
    if (steps === 'untrusted') continue;
    for (const step of steps) if (step.kind === 'opacity') product *= step.amount;
  }
  return product;
}
