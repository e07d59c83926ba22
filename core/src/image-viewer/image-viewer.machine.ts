import { assign, setup } from 'xstate';
import {
  VIEWER_ROTATE_STEP,
  VIEWER_ZOOM,
  viewerImages,
  viewerKeyAction,
  type ViewerImage,
} from './image-viewer.logic';

export interface ImageViewerContext {
  images: ViewerImage[];
  index: number;
  zoom: number;
  rotation: number;
  offset: { x: number; y: number };
}

export type ImageViewerEvent =
  | { type: 'OPEN'; images: ViewerImage[]; index: number }
  | { type: 'CLOSE' }
  | { type: 'GO'; index: number }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'ZOOM.BY'; delta: number }
  | { type: 'ROTATE'; delta: number }
  | { type: 'PAN'; dx: number; dy: number }
  | { type: 'RESET' }
  | { type: 'KEY'; key: string };

// a rotation in [0, 360)
const normalizeRotation = (deg: number) => ((Math.round(deg) % 360) + 360) % 360;
const fresh = { zoom: 1, rotation: 0, offset: { x: 0, y: 0 } };
const zoomOf = (zoom: number) => Math.min(VIEWER_ZOOM.max, Math.max(VIEWER_ZOOM.min, zoom));

/** The built-in image viewer: which image, zoom, rotation and pan; previous and next wrap around. */
export const imageViewerMachine = setup({
  types: { context: {} as ImageViewerContext, events: {} as ImageViewerEvent },
  actions: {
    go: assign(({ context }, params: { to: number }) => {
      const count = context.images.length;
      return count === 0 ? {} : { index: ((params.to % count) + count) % count, ...fresh };
    }),
  },
}).createMachine({
  id: 'imageViewer',
  context: { images: [], index: 0, ...fresh },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          guard: ({ event }) => viewerImages(event.images).length > 0,
          target: 'open',
          actions: assign(({ event }) => {
            const images = viewerImages(event.images);
            return { images, index: Math.min(Math.max(0, event.index), images.length - 1), ...fresh };
          }),
        },
      },
    },
    open: {
      on: {
        CLOSE: 'closed',
        GO: { actions: { type: 'go', params: ({ event }) => ({ to: event.index }) } },
        NEXT: { actions: { type: 'go', params: ({ context }) => ({ to: context.index + 1 }) } },
        PREV: { actions: { type: 'go', params: ({ context }) => ({ to: context.index - 1 }) } },
        'ZOOM.BY': {
          actions: assign({
            zoom: ({ context, event }) => zoomOf(context.zoom + event.delta),
            offset: ({ context, event }) =>
              context.zoom + event.delta <= 1 ? { x: 0, y: 0 } : context.offset,
          }),
        },
        ROTATE: {
          actions: assign({
            rotation: ({ context, event }) => normalizeRotation(context.rotation + event.delta),
          }),
        },
        PAN: {
          guard: ({ context }) => context.zoom > 1,
          actions: assign({
            offset: ({ context, event }) => ({
              x: context.offset.x + event.dx,
              y: context.offset.y + event.dy,
            }),
          }),
        },
        RESET: { actions: assign(fresh) },
        KEY: [
          {
            guard: ({ event }) => viewerKeyAction(event.key) === 'prev',
            actions: { type: 'go', params: ({ context }) => ({ to: context.index - 1 }) },
          },
          {
            guard: ({ event }) => viewerKeyAction(event.key) === 'next',
            actions: { type: 'go', params: ({ context }) => ({ to: context.index + 1 }) },
          },
          {
            guard: ({ event }) => viewerKeyAction(event.key) === 'zoomIn',
            actions: assign({ zoom: ({ context }) => zoomOf(context.zoom + VIEWER_ZOOM.step) }),
          },
          {
            guard: ({ event }) => viewerKeyAction(event.key) === 'zoomOut',
            actions: assign({ zoom: ({ context }) => zoomOf(context.zoom - VIEWER_ZOOM.step) }),
          },
          {
            guard: ({ event }) => viewerKeyAction(event.key) === 'rotate',
            actions: assign({
              rotation: ({ context }) => normalizeRotation(context.rotation + VIEWER_ROTATE_STEP),
            }),
          },
          { guard: ({ event }) => viewerKeyAction(event.key) === 'reset', actions: assign(fresh) },
          { guard: ({ event }) => viewerKeyAction(event.key) === 'close', target: 'closed' },
        ],
      },
    },
  },
});

export type ImageViewerMachine = typeof imageViewerMachine;
