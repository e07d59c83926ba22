import { WATERMARK_Z_INDEX, WATERMARK_Z_INDEX_BENEATH_LOCAL } from './settings.logic';
import type { WatermarkScope, WatermarkSize } from './watermark.types';
import {
  filterOpacity,
  judgeWatermarkContrast,
  type WatermarkInk,
  type WatermarkPaintFacts,
} from './contrast.logic';

/**
 * spec 4, 9: the page watermark sits at 9999, or at 949 while a local container watermark exists
 * (restored afterwards); a local one always at 9999 inside its container.
 */
export function watermarkStackOrder(scope: WatermarkScope, localWatermarks: number): number {
  return scope === 'page' && localWatermarks > 0 ? WATERMARK_Z_INDEX_BENEATH_LOCAL : WATERMARK_Z_INDEX;
}

/** How the layer element is placed and painted. */
export interface WatermarkLayerLook {
  scope: WatermarkScope;
  zIndex: number;
  /** The tile's CSS size. */
  tile: WatermarkSize;
  /** The painted tile, a `data:` url. */
  backgroundUrl: string;
}

function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * The layer's inline style. Every property that could hide or move it is set `!important` inline,
 * which no stylesheet rule outranks, so an injected rule cannot hide it; what a rule could still
 * reach (a parent, a property not listed) the tamper check reads from the computed style.
 */
export function watermarkLayerStyle(look: WatermarkLayerLook): string {
  const declarations: [string, string][] = [
    ['position', look.scope === 'page' ? 'fixed' : 'absolute'],
    ['top', '0'],
    ['right', '0'],
    ['bottom', '0'],
    ['left', '0'],
    ['width', 'auto'],
    ['height', 'auto'],
    ['min-width', '0'],
    ['min-height', '0'],
    ['max-width', 'none'],
    ['max-height', 'none'],
    ['margin', '0'],
    ['padding', '0'],
    ['border', '0'],
    ['display', 'block'],
    ['visibility', 'visible'],
    ['opacity', '1'],
    ['z-index', String(look.zIndex)],
    ['pointer-events', 'none'],
    ['transform', 'none'],
    ['translate', 'none'],
    ['scale', 'none'],
    ['rotate', 'none'],
    ['clip-path', 'none'],
    ['mask', 'none'],
    ['filter', 'none'],
    ['mix-blend-mode', 'normal'],
    ['content-visibility', 'visible'],
    ['zoom', '1'],
    ['background-color', 'transparent'],
    ['background-image', cssUrl(look.backgroundUrl)],
    ['background-repeat', 'repeat'],
    ['background-position', '0 0'],
    ['background-size', `${look.tile.width}px ${look.tile.height}px`],
    // printed with the page: browsers drop background images in print unless told not to
    ['print-color-adjust', 'exact'],
    ['-webkit-print-color-adjust', 'exact'],
  ];
  return declarations.map(([name, value]) => `${name}: ${value} !important;`).join(' ');
}

// ---- tamper judgement --------------------------------------------------------------------

/** Why the layer counts as removed or altered (spec 4, 8). */
export type WatermarkTamperReason =
  | 'layer-removed'
  | 'layer-moved'
  | 'container-removed'
  | 'attributes-changed'
  | 'display'
  | 'visibility'
  | 'opacity'
  | 'z-index'
  | 'position'
  | 'transform'
  | 'clip'
  | 'filter'
  | 'background'
  | 'size'
  | 'parent-hidden'
  /** Something painted above the layer over the content (an overlay, content raised above it). */
  | 'covered'
  /** A local container left the page while its content stayed on it. */
  | 'content-left-behind'
  /** The browser functions the check reads through were replaced by the page. */
  | 'natives-replaced'
  /**
   * A filter or blend on the way to the screen (an ancestor's, or a `backdrop-filter` above the
   * layer) leaves the ink under half the contrast the content keeps, or cannot be followed (issue 35).
   */
  | 'washed-out';

/** A finding of the tamper check. */
export interface WatermarkTamperFinding {
  reason: WatermarkTamperReason;
  /**
   * True for what is read from computed styles: it must still hold on a second look a moment
   * later, so a transition or a style being swapped within a frame is not taken for an attack.
   */
  confirm: boolean;
}

/** The computed style values of the layer the check reads (CSS names in camel case). */
export interface WatermarkLayerComputedStyle {
  display: string;
  visibility: string;
  opacity: string;
  zIndex: string;
  position: string;
  transform: string;
  translate: string;
  scale: string;
  rotate: string;
  clipPath: string;
  maskImage: string;
  filter: string;
  contentVisibility: string;
  backgroundImage: string;
  /**
   * Every other property the allowlist (`WATERMARK_LAYER_ALLOWLIST`) names, by CSS name: mask and
   * mask-box properties (including `-webkit-mask-box-image`), clip, blend mode, zoom, background
   * size and repeat. Absent names are not checked.
   */
  more?: Record<string, string>;
}

/**
 * The computed-style allowlist of the layer (issue 14): each property with the values under which
 * the layer stays visible. Any other value counts, whatever rule set it, instead of a list of known
 * attacks.
 */
export const WATERMARK_LAYER_ALLOWLIST: Readonly<
  Record<string, { reason: WatermarkTamperReason; allowed: readonly string[] }>
> = Object.freeze({
  'mask-image': { reason: 'clip', allowed: ['none'] },
  '-webkit-mask-image': { reason: 'clip', allowed: ['none'] },
  'mask-border-source': { reason: 'clip', allowed: ['none'] },
  '-webkit-mask-box-image-source': { reason: 'clip', allowed: ['none'] },
  '-webkit-mask-box-image': { reason: 'clip', allowed: ['none'] },
  clip: { reason: 'clip', allowed: ['auto'] },
  'mix-blend-mode': { reason: 'filter', allowed: ['normal'] },
  'backdrop-filter': { reason: 'filter', allowed: ['none'] },
  zoom: { reason: 'size', allowed: ['1', 'normal'] },
  'background-repeat': { reason: 'background', allowed: ['repeat'] },
  'background-clip': { reason: 'background', allowed: ['border-box'] },
  'background-origin': { reason: 'background', allowed: ['padding-box'] },
  'background-blend-mode': { reason: 'background', allowed: ['normal'] },
  'background-color': { reason: 'background', allowed: ['rgba(0, 0, 0, 0)', 'transparent'] },
});

/** What the DOM says about the layer, gathered by the renderer (`@suite-ui/core/dom`). */
export interface WatermarkLayerFacts {
  /** The layer is in the document. */
  layerConnected: boolean;
  /** The layer's parent is still its container. */
  layerInContainer: boolean;
  /** The container is in the document. */
  containerConnected: boolean;
  /** The layer's attributes are exactly those the renderer last wrote. */
  attributesIntact: boolean;
  /** The container shows anything at all (page: a viewport of some size; local: a box with area). */
  containerVisible: boolean;
  /** The layer has a box (false when it or a parent is `display: none`). */
  layerRendered: boolean;
  /** Share of the container the layer covers, 0..1. */
  coverage: number;
  /** Product of the opacities of the layer's ancestors (page scope: body and html). */
  ancestorOpacity: number;
  /** Absent when the layer is not connected. */
  style?: WatermarkLayerComputedStyle;
  /** Some page content paints above the layer at a sampled point (issue 14: overlays). */
  covered?: boolean;
  /** A local container left the page while content it held is still on it (issue 14). */
  contentLeftBehind?: boolean;
  /** The browser functions the check relies on are not the browser's own (issue 14). */
  nativesReplaced?: boolean;
  /**
   * `getComputedStyle` or `elementsFromPoint` was replaced before load and no fresh realm gave the
   * browser's own in its place (issue 35): nothing the check reads can be trusted.
   */
  readingUntrusted?: boolean;
  /** The filters and blends between the layer and the screen (issue 35); absent, none are judged. */
  paint?: WatermarkPaintFacts;
}

/** What the layer should look like. */
export interface WatermarkLayerExpectation {
  scope: WatermarkScope;
  zIndex: number;
  backgroundUrl: string;
  /** The ink the tile is painted with (black at 0.15 when absent). */
  ink?: WatermarkInk;
}

/** The ink of the spec 9 defaults: black at 0.15. */
const DEFAULT_INK: WatermarkInk = { color: '#000000', opacity: 0.15 };

/** Below this share of the container the layer counts as shrunk. */
export const WATERMARK_MIN_COVERAGE = 0.9;
/** Below this combined opacity of its parents the page layer counts as made invisible. */
export const WATERMARK_MIN_PARENT_OPACITY = 0.05;

function isNone(value: string): boolean {
  return value === '' || value === 'none';
}

function styleFinding(
  style: WatermarkLayerComputedStyle,
  expected: WatermarkLayerExpectation,
): WatermarkTamperReason | null {
  // allowlists: only the values the renderer writes pass
  if (style.display !== 'block' || style.contentVisibility !== 'visible') return 'display';
  if (style.visibility !== 'visible') return 'visibility';
  if (!(Number(style.opacity) >= 0.99)) return 'opacity';
  if (style.zIndex !== String(expected.zIndex)) return 'z-index';
  if (style.position !== (expected.scope === 'page' ? 'fixed' : 'absolute')) return 'position';
  if (![style.transform, style.translate, style.scale, style.rotate].every(isNone)) return 'transform';
  if (!isNone(style.clipPath) || !isNone(style.maskImage)) return 'clip';
  if (!isNone(style.filter)) return 'filter';
  if (!style.backgroundImage.includes(expected.backgroundUrl)) return 'background';
  for (const [name, value] of Object.entries(style.more ?? {})) {
    const rule = WATERMARK_LAYER_ALLOWLIST[name];
    if (rule && value !== '' && !rule.allowed.includes(value)) return rule.reason;
  }
  return null;
}

/** The outcome of one look at the layer. */
export type WatermarkLayerVerdict =
  | { status: 'intact' }
  /** spec 4: a local container left the page; the watermark is destroyed, nothing was attacked. */
  | { status: 'ended' }
  | ({ status: 'tampered' } & WatermarkTamperFinding);

const INTACT: WatermarkLayerVerdict = { status: 'intact' };

/**
 * Judges the layer (spec 4): removed, moved or with altered attributes is tampering at once;
 * hidden by computed style (display, visibility, opacity, z-index, transform, clip-path, zero
 * size, a page layer's parent made invisible, the ink washed out by a filter or blend on the way
 * to the screen) is tampering once confirmed. The page container
 * leaving is tampering; a local container leaving ends the watermark. A local container that
 * shows nothing (a closed tab, a collapsed panel) hides its content too: nothing to protect.
 */
export function judgeWatermarkLayer(
  facts: WatermarkLayerFacts,
  expected: WatermarkLayerExpectation,
): WatermarkLayerVerdict {
  const now = (reason: WatermarkTamperReason): WatermarkLayerVerdict => ({
    status: 'tampered',
    reason,
    confirm: false,
  });
  const later = (reason: WatermarkTamperReason): WatermarkLayerVerdict => ({
    status: 'tampered',
    reason,
    confirm: true,
  });
  // Replaced timers or observers alone are not tamper: monitoring SDKs, zone.js and test clocks wrap
  // them on ordinary pages. The checks run on the references taken at load and a worker's timer, so a
  // stubbed function cannot hide a removal, which is judged below like any other. The two functions
  // the check reads the page through are another matter: replaced before load, they are taken from a
  // fresh realm, and when none could be had (readingUntrusted) nothing read can be trusted.
  if (!facts.containerConnected) {
    if (expected.scope === 'page') return now('container-removed');
    return facts.contentLeftBehind ? now('content-left-behind') : { status: 'ended' };
  }
  if (!facts.layerConnected) return now('layer-removed');
  if (!facts.layerInContainer) return now('layer-moved');
  if (!facts.attributesIntact) return now('attributes-changed');
  if (facts.readingUntrusted) return later('natives-replaced');
  if (!facts.containerVisible) return INTACT;
  const opacity = facts.ancestorOpacity * (facts.paint ? filterOpacity(facts.paint) : 1);
  if (expected.scope === 'page' && opacity < WATERMARK_MIN_PARENT_OPACITY) return later('parent-hidden');
  if (!facts.layerRendered) return later(expected.scope === 'page' ? 'parent-hidden' : 'display');
  const reason = facts.style ? styleFinding(facts.style, expected) : 'layer-removed';
  if (reason) return later(reason);
  if (facts.paint && judgeWatermarkContrast(facts.paint, expected.ink ?? DEFAULT_INK).status !== 'visible')
    return later('washed-out');
  if (facts.covered) return later('covered');
  return facts.coverage < WATERMARK_MIN_COVERAGE ? later('size') : INTACT;
}
