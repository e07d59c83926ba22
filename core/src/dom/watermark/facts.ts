import {
  WATERMARK_LAYER_ALLOWLIST,
  WATERMARK_Z_INDEX,
  type WatermarkLayerComputedStyle,
  type WatermarkLayerFacts,
  type WatermarkPaintFacts,
  type WatermarkScope,
} from '../../watermark';
import { computedStyleOf, elementsAt, readingUntrusted, replacedNatives } from './natives';

/** The layer's attributes as the renderer wrote them, with the inline style read back per property. */
export interface LayerAttributeSnapshot {
  /** Every attribute but `style`, exactly. */
  attributes: Record<string, string>;
  /** Every inline longhand property: value and priority as the browser normalized them. */
  style: Record<string, string>;
}

function inlineStyle(element: HTMLElement): Record<string, string> {
  const declared: Record<string, string> = {};
  for (let i = 0; i < element.style.length; i++) {
    const name = element.style.item(i);
    declared[name] = `${element.style.getPropertyValue(name)}|${element.style.getPropertyPriority(name)}`;
  }
  return declared;
}

/** Reads back what the renderer just wrote, as the reference for later checks. */
export function snapshotLayerAttributes(layer: HTMLElement): LayerAttributeSnapshot {
  const attributes: Record<string, string> = {};
  for (const name of layer.getAttributeNames()) {
    if (name !== 'style') attributes[name] = layer.getAttribute(name) ?? '';
  }
  return { attributes, style: inlineStyle(layer) };
}

/**
 * True when the layer still carries exactly what the renderer wrote. Two foreign additions are
 * tolerated because they cannot hide anything and extensions (dark-mode, translators) add them to
 * every element: `data-*` attributes, and custom properties (`--x`) in the inline style.
 */
export function layerAttributesIntact(layer: HTMLElement, expected: LayerAttributeSnapshot): boolean {
  const names = layer.getAttributeNames().filter((name) => name !== 'style');
  for (const name of names) {
    if (!(name in expected.attributes) && !name.startsWith('data-')) return false;
  }
  for (const [name, value] of Object.entries(expected.attributes)) {
    if (layer.getAttribute(name) !== value) return false;
  }
  const current = inlineStyle(layer);
  for (const [name, value] of Object.entries(current)) {
    if (!name.startsWith('--') && expected.style[name] !== value) return false;
  }
  return Object.keys(expected.style).every((name) => name in current);
}

function computedLook(style: CSSStyleDeclaration): WatermarkLayerComputedStyle {
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    display: read('display'),
    visibility: read('visibility'),
    opacity: read('opacity') || '1',
    zIndex: read('z-index'),
    position: read('position'),
    transform: read('transform'),
    translate: read('translate'),
    scale: read('scale'),
    rotate: read('rotate'),
    clipPath: read('clip-path'),
    maskImage: read('mask-image') || read('-webkit-mask-image'),
    filter: read('filter'),
    contentVisibility: read('content-visibility'),
    backgroundImage: read('background-image'),
    more: Object.fromEntries(Object.keys(WATERMARK_LAYER_ALLOWLIST).map((name) => [name, read(name)])),
  };
}

// ---- what paints above the layer ----------------------------------------------------------

interface StackItem {
  element: Element;
  z: number;
}

/** True when the element starts a stacking context of its own (CSS 2.1 appendix E, and the rest). */
function startsStackingContext(element: Element, style: CSSStyleDeclaration): boolean {
  const read = (name: string) => style.getPropertyValue(name).trim();
  const set = (name: string) => read(name) !== '' && read(name) !== 'none';
  const position = read('position');
  if (element === element.ownerDocument.documentElement) return false;
  if (position === 'fixed' || position === 'sticky') return true;
  if (read('z-index') !== 'auto' && read('z-index') !== '') {
    if (position !== 'static' && position !== '') return true;
    const parent = element.parentElement ? computedStyleOf(element.parentElement) : null;
    if (parent && /flex|grid/.test(parent.getPropertyValue('display'))) return true;
  }
  return (
    Number(read('opacity') || '1') < 1 ||
    set('transform') ||
    set('filter') ||
    set('clip-path') ||
    set('mask-image') ||
    set('backdrop-filter') ||
    set('perspective') ||
    read('isolation') === 'isolate' ||
    (read('mix-blend-mode') !== '' && read('mix-blend-mode') !== 'normal') ||
    /paint|layout|strict|content/.test(read('contain'))
  );
}

/** The stacking contexts from the root down to the element, each with its z-index. */
function stackPath(element: Element): StackItem[] {
  const path: StackItem[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = computedStyleOf(node);
    if (node !== element && !startsStackingContext(node, style)) continue;
    const z = Number.parseInt(style.getPropertyValue('z-index'), 10);
    path.unshift({ element: node, z: Number.isFinite(z) ? z : 0 });
  }
  return path;
}

/** True when `other` paints above `layer` (it sits higher in the first stacking context they part in). */
function paintsAbove(other: Element, layer: Element, floor: number): boolean {
  const a = stackPath(other);
  const b = stackPath(layer);
  for (let i = 0; i < b.length; i++) {
    const mine = b[i]!;
    const theirs = a[i];
    if (!theirs) return false; // other lies in a context that holds the layer, at its own level
    if (theirs.element === mine.element) continue;
    // the library's own layers (modals) sit between the page layer beneath a local one and 9999
    const threshold = i === b.length - 1 ? Math.max(mine.z, floor) : mine.z;
    if (theirs.z !== threshold) return theirs.z > threshold;
    return Boolean(mine.element.compareDocumentPosition(theirs.element) & Node.DOCUMENT_POSITION_FOLLOWING);
  }
  return false;
}

const SAMPLES: readonly [number, number][] = [
  [0.5, 0.5],
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
];

interface SampleFacts {
  covered: boolean;
  /** `backdrop-filter` values of elements at the samples painted above the layer. */
  above: string[];
}

/**
 * Samples the area the layer should cover at several points: what the browser hits first there,
 * the library's own layers set aside, must not paint above the layer (issue 14: overlays holding a
 * copy of the page, the root or local content raised above it). Elements that let clicks through
 * (`pointer-events: none`) are not hit, hence not seen: a documented limit. Every element hit
 * there, the library's own and exempt ones included, that carries a `backdrop-filter` and paints
 * above the layer filters the layer too: its filter goes to the contrast judgement (issue 35).
 */
function sampleAbove(scope: WatermarkScope, container: HTMLElement, layer: HTMLElement): SampleFacts {
  const doc = container.ownerDocument;
  const width = doc.documentElement.clientWidth;
  const height = doc.documentElement.clientHeight;
  const box =
    scope === 'page' ? { left: 0, top: 0, right: width, bottom: height } : layer.getBoundingClientRect();
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const right = Math.min(width, box.right);
  const bottom = Math.min(height, box.bottom);
  if (right - left < 2 || bottom - top < 2) return { covered: false, above: [] };
  const zIndex = Number.parseInt(computedStyleOf(layer).getPropertyValue('z-index'), 10);
  const floor = scope === 'page' ? WATERMARK_Z_INDEX : zIndex;
  let covered = false;
  const filtering = new Set<Element>();
  for (const [fx, fy] of SAMPLES) {
    const x = left + (right - left) * fx;
    const y = top + (bottom - top) * fy;
    const hits = elementsAt(doc, x, y).filter(
      (element) => element !== doc.documentElement && element !== doc.body && element !== layer,
    );
    const hit = hits.find(
      (element) => !element.closest('[data-suite-watermark],[data-suite-watermark-exempt]'),
    );
    if (hit !== undefined && paintsAbove(hit, layer, floor)) covered = true;
    for (const element of hits) {
      const filter = computedStyleOf(element).getPropertyValue('backdrop-filter').trim();
      if (filter !== '' && filter !== 'none') filtering.add(element);
    }
  }
  const above = [...filtering]
    .filter((element) => paintsAbove(element, layer, floor))
    .map((element) => computedStyleOf(element).getPropertyValue('backdrop-filter').trim());
  return { covered, above };
}

function isTransparent(color: string): boolean {
  return color === '' || color === 'transparent' || /^rgba\(.*[,/]\s*0(\.0+)?\)$/.test(color);
}

/** The nearest opaque background from `element` up (white, the canvas, when none). */
function backgroundFrom(element: Element | null): string {
  for (let node = element; node; node = node.parentElement) {
    const color = computedStyleOf(node).getPropertyValue('background-color').trim();
    if (!isTransparent(color)) return color;
  }
  return 'rgb(255, 255, 255)';
}

/**
 * The filters and blends every ancestor applies to what it holds, layer and content alike, from
 * the container up to the root (issue 35): `html { filter: brightness(1.25) }` is read here.
 */
function paintFacts(container: HTMLElement, above: string[]): WatermarkPaintFacts {
  const ancestors: WatermarkPaintFacts['ancestors'][number][] = [];
  for (let node: Element | null = container; node; node = node.parentElement) {
    const style = computedStyleOf(node);
    const mixBlendMode = style.getPropertyValue('mix-blend-mode').trim() || 'normal';
    ancestors.push({
      filter: style.getPropertyValue('filter').trim() || 'none',
      mixBlendMode,
      backdrop: mixBlendMode === 'normal' ? '' : backgroundFrom(node.parentElement),
    });
  }
  return { ancestors, above, background: backgroundFrom(container) };
}

type Box = { left: number; top: number; right: number; bottom: number };

function overlap(a: DOMRect, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

function ancestorOpacity(from: Element | null): number {
  let product = 1;
  for (let element = from; element; element = element.parentElement) {
    const raw = computedStyleOf(element).getPropertyValue('opacity').trim();
    const opacity = raw === '' ? 1 : Number(raw);
    if (Number.isFinite(opacity)) product *= opacity;
  }
  return product;
}

interface CoverageFacts {
  containerVisible: boolean;
  coverage: number;
}

/** True when the element makes itself the containing block of fixed descendants (CSS Position 3). */
function holdsFixedDescendants(style: CSSStyleDeclaration): boolean {
  const read = (name: string) => style.getPropertyValue(name).trim();
  const set = (name: string) => read(name) !== '' && read(name) !== 'none';
  return (
    set('transform') ||
    set('filter') ||
    set('perspective') ||
    set('backdrop-filter') ||
    /paint|layout|strict|content/.test(read('contain')) ||
    /transform|filter|perspective/.test(read('will-change'))
  );
}

/**
 * Where a fixed layer can be: the viewport, or the box of an ancestor that holds fixed
 * descendants. A site's own `html { filter: grayscale(1) }` (a mourning day) confines the layer to
 * the html box on a short page; measured against the viewport that would look like shrinking.
 */
function fixedArea(doc: Document, layer: HTMLElement): Box {
  const viewport = {
    left: 0,
    top: 0,
    right: doc.documentElement.clientWidth,
    bottom: doc.documentElement.clientHeight,
  };
  for (let element = layer.parentElement; element; element = element.parentElement) {
    if (!holdsFixedDescendants(computedStyleOf(element))) continue;
    const box = element.getBoundingClientRect();
    return {
      left: Math.max(viewport.left, box.left),
      top: Math.max(viewport.top, box.top),
      right: Math.min(viewport.right, box.right),
      bottom: Math.min(viewport.bottom, box.bottom),
    };
  }
  return viewport;
}

/**
 * True while the document renders nothing at all (issue 40): its frame is hidden by the page that
 * embeds it (a phone preview or an iframe page in an inactive tab of the multi-tab layout), or the
 * root itself is `display: none`. Nothing of this page shows then, the content no more than the
 * layer, so there is nothing to protect until it renders again; a script inside the page cannot
 * hide its root yet keep anything on screen. Hiding anything below the root (body, a wrapper) is
 * still judged.
 */
export function documentRendersNothing(doc: Document): boolean {
  return doc.documentElement.getClientRects().length === 0;
}

function pageCoverage(doc: Document, layer: HTMLElement): CoverageFacts {
  if (documentRendersNothing(doc)) return { containerVisible: false, coverage: 1 };
  const area = fixedArea(doc, layer);
  const width = area.right - area.left;
  const height = area.bottom - area.top;
  if (width <= 0 || height <= 0) return { containerVisible: false, coverage: 1 };
  return {
    containerVisible: true,
    coverage: overlap(layer.getBoundingClientRect(), area) / (width * height),
  };
}

function area(box: Box): number {
  return Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);
}

/**
 * Where a local container's content shows beyond its own box (issue 14: a container set to
 * `height: 0` with its content overflowing, visible): the union of its children's boxes, or null
 * when nothing overflows visibly.
 */
function overflowingContent(container: HTMLElement, layer: HTMLElement): Box | null {
  const style = computedStyleOf(container);
  if (
    style.getPropertyValue('overflow-x') !== 'visible' ||
    style.getPropertyValue('overflow-y') !== 'visible'
  )
    return null;
  const own = container.getBoundingClientRect();
  let union: Box = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
  let beyond = false;
  for (const child of container.children) {
    if (child === layer) continue;
    const rect = child.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) continue;
    if (computedStyleOf(child).getPropertyValue('visibility') === 'hidden') continue;
    const next = {
      left: Math.min(union.left, rect.left),
      top: Math.min(union.top, rect.top),
      right: Math.max(union.right, rect.right),
      bottom: Math.max(union.bottom, rect.bottom),
    };
    if (area(next) > area(union) + 1) beyond = true;
    union = next;
  }
  return beyond ? union : null;
}

function localCoverage(container: HTMLElement, layer: HTMLElement): CoverageFacts {
  const width = container.clientWidth;
  const height = container.clientHeight;
  const shown = overflowingContent(container, layer);
  if (shown && area(shown) >= 4) {
    // compare the layer's box with the content it should cover
    return { containerVisible: true, coverage: overlap(layer.getBoundingClientRect(), shown) / area(shown) };
  }
  if (container.getClientRects().length === 0 || width <= 0 || height <= 0)
    return { containerVisible: false, coverage: 1 };
  // by size, not position: a scrolled container moves the layer without hiding any of it
  const rect = layer.getBoundingClientRect();
  return {
    containerVisible: true,
    coverage: Math.min(1, rect.width / width) * Math.min(1, rect.height / height),
  };
}

/** Gathers what the tamper judgement (`judgeWatermarkLayer`) needs from the live DOM. */
export function readLayerFacts(
  scope: WatermarkScope,
  container: HTMLElement,
  layer: HTMLElement,
  expected: LayerAttributeSnapshot,
  content: readonly Element[] = [],
): WatermarkLayerFacts {
  const doc = container.ownerDocument;
  const view = doc.defaultView;
  const base = {
    layerConnected: layer.isConnected,
    layerInContainer: layer.parentNode === container,
    containerConnected: container.isConnected,
    attributesIntact: layerAttributesIntact(layer, expected),
    contentLeftBehind: !container.isConnected && content.some((element) => element.isConnected),
    nativesReplaced: replacedNatives().length > 0,
    readingUntrusted: readingUntrusted(doc),
  };
  if (!base.layerConnected || !base.layerInContainer || !view) {
    return { ...base, containerVisible: true, layerRendered: false, coverage: 0, ancestorOpacity: 1 };
  }
  const coverage = scope === 'page' ? pageCoverage(doc, layer) : localCoverage(container, layer);
  const samples = base.containerConnected
    ? sampleAbove(scope, container, layer)
    : { covered: false, above: [] };
  return {
    ...base,
    ...coverage,
    layerRendered: layer.getClientRects().length > 0,
    ancestorOpacity: scope === 'page' ? ancestorOpacity(container) : 1,
    style: computedLook(computedStyleOf(layer)),
    covered: samples.covered,
    paint: paintFacts(container, samples.above),
  };
}
