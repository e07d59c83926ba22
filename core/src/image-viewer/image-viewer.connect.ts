import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { VIEWER_ROTATE_STEP, VIEWER_ZOOM, type ViewerImage } from './image-viewer.logic';
import type { ImageViewerEvent, ImageViewerMachine } from './image-viewer.machine';

/** What both skins' ImageViewer render. */
export interface ImageViewerView {
  open: boolean;
  images: ViewerImage[];
  index: number;
  current: ViewerImage | null;
  /** `2 / 5`. */
  counter: string;
  /** Accessible name of the current image. */
  alt: string;
  zoom: number;
  rotation: number;
  /** CSS transform of the image: pan, zoom and rotation. */
  transform: string;
  /**
   * CSS transform of the rotation alone, for a skin whose slide already zooms and pans by pinch
   * (mobile): the rotation turns by `VIEWER_ROTATE_STEP`.
   */
  rotationTransform: string;
  canPrev: boolean;
  canNext: boolean;
  canZoomIn: boolean;
  canZoomOut: boolean;
  labels: {
    dialog: string;
    prev: string;
    next: string;
    zoomIn: string;
    zoomOut: string;
    rotate: string;
    reset: string;
    close: string;
    keys: string;
  };
  /** Accessible name of a control that opens the viewer on the image named `name`. */
  openLabel(name?: string): string;
  show(images: ViewerImage[], index: number): void;
  close(): void;
  go(index: number): void;
  prev(): void;
  next(): void;
  zoomIn(): void;
  zoomOut(): void;
  /** Wheel or pinch: a zoom change by `delta`. */
  zoomBy(delta: number): void;
  rotate(): void;
  reset(): void;
  /** A drag by `dx`, `dy` CSS pixels (when zoomed in). */
  pan(dx: number, dy: number): void;
  /** A key in the open viewer; true when the viewer used it. */
  keyDown(key: string): boolean;
}

const KEYS = new Set(['ArrowLeft', 'ArrowRight', '+', '=', '-', 'r', 'R', '0', 'Escape']);

export function connectImageViewer(
  snapshot: SnapshotFrom<ImageViewerMachine>,
  send: (event: ImageViewerEvent) => void,
  env: ConnectEnv,
): ImageViewerView {
  const c = snapshot.context;
  const { t } = env;
  const open = snapshot.matches('open');
  const many = c.images.length > 1;
  return {
    open,
    images: c.images,
    index: c.index,
    current: c.images[c.index] ?? null,
    counter: t('image-viewer.counter', { current: c.index + 1, total: c.images.length }),
    alt: c.images[c.index]?.name || t('image-viewer.image', { current: c.index + 1 }),
    zoom: c.zoom,
    rotation: c.rotation,
    transform: `translate(${c.offset.x}px, ${c.offset.y}px) scale(${c.zoom}) rotate(${c.rotation}deg)`,
    rotationTransform: `rotate(${c.rotation}deg)`,
    canPrev: many,
    canNext: many,
    canZoomIn: c.zoom < VIEWER_ZOOM.max,
    canZoomOut: c.zoom > VIEWER_ZOOM.min,
    labels: {
      dialog: t('image-viewer.dialog'),
      prev: t('image-viewer.prev'),
      next: t('image-viewer.next'),
      zoomIn: t('image-viewer.zoomIn'),
      zoomOut: t('image-viewer.zoomOut'),
      rotate: t('image-viewer.rotate'),
      reset: t('image-viewer.reset'),
      close: t('image-viewer.close'),
      keys: t('image-viewer.keys'),
    },
    openLabel: (name) => (name ? t('image-viewer.open', { name }) : t('image-viewer.dialog')),
    show: (images, index) => send({ type: 'OPEN', images, index }),
    close: () => send({ type: 'CLOSE' }),
    go: (index) => send({ type: 'GO', index }),
    prev: () => send({ type: 'PREV' }),
    next: () => send({ type: 'NEXT' }),
    zoomIn: () => send({ type: 'ZOOM.BY', delta: VIEWER_ZOOM.step }),
    zoomOut: () => send({ type: 'ZOOM.BY', delta: -VIEWER_ZOOM.step }),
    zoomBy: (delta) => send({ type: 'ZOOM.BY', delta }),
    rotate: () => send({ type: 'ROTATE', delta: VIEWER_ROTATE_STEP }),
    reset: () => send({ type: 'RESET' }),
    pan: (dx, dy) => send({ type: 'PAN', dx, dy }),
    keyDown: (key) => {
      const used = open && KEYS.has(key);
      if (used) send({ type: 'KEY', key });
      return used;
    },
  };
}
