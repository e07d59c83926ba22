// jsdom has no layout: give every rendered element the size of a 1024 x 768 viewport, and none
// to elements under `display: none`, so the tamper check sees what a browser would.
import type { WatermarkTilePainter } from './tile';
import { WatermarkImageError } from './tile';

export const VIEWPORT = { width: 1024, height: 768 };

function hiddenByDisplay(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.ownerDocument.defaultView?.getComputedStyle(node).display === 'none') return true;
  }
  return !element.isConnected;
}

function rectOf(element: Element): DOMRect {
  if (hiddenByDisplay(element)) return new DOMRect(0, 0, 0, 0);
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  const width = style?.width.endsWith('px') ? Number.parseFloat(style.width) : VIEWPORT.width;
  const height = style?.height.endsWith('px') ? Number.parseFloat(style.height) : VIEWPORT.height;
  return new DOMRect(0, 0, width, height);
}

/** Installs the fake layout; returns a function that removes it. */
export function installFakeLayout(): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    rect: Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect'),
    rects: Object.getOwnPropertyDescriptor(Element.prototype, 'getClientRects'),
    width: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
    height: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  };
  Object.defineProperty(proto, 'getBoundingClientRect', {
    configurable: true,
    value: function (this: Element) {
      return rectOf(this);
    },
  });
  Object.defineProperty(proto, 'getClientRects', {
    configurable: true,
    value: function (this: Element) {
      const rect = rectOf(this);
      return rect.width > 0 || rect.height > 0 ? [rect] : [];
    },
  });
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get: function (this: Element) {
      return rectOf(this).width;
    },
  });
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get: function (this: Element) {
      return rectOf(this).height;
    },
  });
  return () => {
    delete (proto as unknown as Record<string, unknown>).getBoundingClientRect;
    delete (proto as unknown as Record<string, unknown>).getClientRects;
    if (saved.width) Object.defineProperty(Element.prototype, 'clientWidth', saved.width);
    if (saved.height) Object.defineProperty(Element.prototype, 'clientHeight', saved.height);
  };
}

/** A painter that needs no canvas: the tile is a data url naming what it shows. */
export const fakePainter: WatermarkTilePainter = async (spec) => {
  if (spec.drawing.kind === 'image' && spec.drawing.url.includes('broken'))
    throw new WatermarkImageError('broken');
  const what = spec.drawing.kind === 'text' ? spec.drawing.lines.join('/') : spec.drawing.url;
  return `data:image/png;base64,${Buffer.from(`${what}@${spec.tile.width}x${spec.tile.height}`).toString('base64')}`;
};

/** What the fake tile of the current layer says. */
export function tileText(layer: HTMLElement | null): string {
  const match = /base64,([A-Za-z0-9+/=]+)/.exec(layer?.getAttribute('style') ?? '');
  return match?.[1] ? Buffer.from(match[1], 'base64').toString() : '';
}

/**
 * jsdom has no canvas: a 2d context that records the text it is asked to draw, and a toDataURL
 * that encodes that text, so tests can read what a tile shows with `tileText`.
 */
export function installFakeCanvas(): () => void {
  const proto = HTMLCanvasElement.prototype;
  const saved = { getContext: proto.getContext, toDataURL: proto.toDataURL };
  const drawn = new WeakMap<HTMLCanvasElement, string[]>();
  proto.getContext = function (this: HTMLCanvasElement) {
    const lines: string[] = [];
    drawn.set(this, lines);
    return {
      scale() {},
      translate() {},
      rotate() {},
      drawImage() {},
      measureText: (text: string) => ({ width: text.length * 7 }),
      fillText: (text: string) => void lines.push(text),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as typeof proto.getContext;
  proto.toDataURL = function (this: HTMLCanvasElement) {
    const what = `${(drawn.get(this) ?? []).join('/')}@${this.width}x${this.height}`;
    return `data:image/png;base64,${Buffer.from(what).toString('base64')}`;
  };
  return () => {
    proto.getContext = saved.getContext;
    proto.toDataURL = saved.toDataURL;
  };
}
