import type { WatermarkLayerComputedStyle, WatermarkLayerFacts, WatermarkScope } from '../../watermark';

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
  };
}

type Box = { left: number; top: number; right: number; bottom: number };

function overlap(a: DOMRect, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

function ancestorOpacity(from: Element | null, view: Window): number {
  let product = 1;
  for (let element = from; element; element = element.parentElement) {
    const raw = view.getComputedStyle(element).getPropertyValue('opacity').trim();
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
function fixedArea(doc: Document, layer: HTMLElement, view: Window): Box {
  const viewport = {
    left: 0,
    top: 0,
    right: doc.documentElement.clientWidth,
    bottom: doc.documentElement.clientHeight,
  };
  for (let element = layer.parentElement; element; element = element.parentElement) {
    if (!holdsFixedDescendants(view.getComputedStyle(element))) continue;
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

function pageCoverage(doc: Document, layer: HTMLElement, view: Window): CoverageFacts {
  const area = fixedArea(doc, layer, view);
  const width = area.right - area.left;
  const height = area.bottom - area.top;
  if (width <= 0 || height <= 0) return { containerVisible: false, coverage: 1 };
  return {
    containerVisible: true,
    coverage: overlap(layer.getBoundingClientRect(), area) / (width * height),
  };
}

function localCoverage(container: HTMLElement, layer: HTMLElement): CoverageFacts {
  const width = container.clientWidth;
  const height = container.clientHeight;
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
): WatermarkLayerFacts {
  const doc = container.ownerDocument;
  const view = doc.defaultView;
  const base = {
    layerConnected: layer.isConnected,
    layerInContainer: layer.parentNode === container,
    containerConnected: container.isConnected,
    attributesIntact: layerAttributesIntact(layer, expected),
  };
  if (!base.layerConnected || !base.layerInContainer || !view) {
    return { ...base, containerVisible: true, layerRendered: false, coverage: 0, ancestorOpacity: 1 };
  }
  const coverage = scope === 'page' ? pageCoverage(doc, layer, view) : localCoverage(container, layer);
  return {
    ...base,
    ...coverage,
    layerRendered: layer.getClientRects().length > 0,
    ancestorOpacity: scope === 'page' ? ancestorOpacity(container, view) : 1,
    style: computedLook(view.getComputedStyle(layer)),
  };
}
