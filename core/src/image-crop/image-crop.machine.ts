import { assign, emit, fromPromise, setup } from 'xstate';
import { base64SizeKB } from './image-crop.logic';
import {
  CROP_ZOOM,
  CROPPER_DEFAULTS,
  cropInputProblem,
  normalizeRotation,
  type CropArea,
  type CropInputFile,
  type CropperOptions,
} from './image-crop.logic';
import { safeMediaUrl } from '../shared/url-safety';

/** Why the cropper shows an error. */
export type ImageCropError =
  { code: 'type' } | { code: 'size'; max: number } | { code: 'load' } | { code: 'export' };

/** What `exportCrop` turns into a data URL. */
export interface CropExportInput {
  url: string;
  area: CropArea;
  rotation: number;
  outputType: string;
}

export interface ImageCropInput {
  options?: Partial<CropperOptions>;
  /** An image to start with (an address the page may load). */
  src?: string;
}

export interface ImageCropContext {
  options: CropperOptions;
  source: { url: string; name: string } | null;
  zoom: number;
  rotation: number;
  area: CropArea | null;
  result: { dataUrl: string; sizeKB: number } | null;
  error: ImageCropError | null;
}

export type ImageCropEvent =
  | { type: 'FILE.PICK'; file: CropInputFile; url: string }
  | { type: 'IMAGE.ERROR' }
  | { type: 'ZOOM.SET'; zoom: number }
  | { type: 'ZOOM.BY'; delta: number }
  | { type: 'ROTATE'; delta: number }
  | { type: 'AREA.CHANGE'; area: CropArea }
  | { type: 'CONFIRM' }
  | { type: 'EDIT' }
  | { type: 'CANCEL' };

/** `cropped` gives the result to the host; `revoke` releases an object URL the cropper no longer shows. */
export type ImageCropEmitted =
  { type: 'cropped'; dataUrl: string; sizeKB: number } | { type: 'revoke'; url: string };

const zoomOf = (zoom: number) =>
  Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, Number.isFinite(zoom) ? zoom : 1));

/** The image cropper: pick (checked), move, zoom and rotate, then export a base64 image. */
export const imageCropMachine = setup({
  types: {
    input: {} as ImageCropInput,
    context: {} as ImageCropContext,
    events: {} as ImageCropEvent,
    emitted: {} as ImageCropEmitted,
  },
  actors: {
    /** Draws the area of the (rotated) image and answers a data URL of `outputType`. */
    exportCrop: fromPromise<string, CropExportInput>(() =>
      Promise.reject(new Error('provide the exportCrop actor')),
    ),
  },
  actions: {
    releaseSource: emit(({ context }) => ({ type: 'revoke', url: context.source?.url ?? '' }) as const),
  },
}).createMachine({
  id: 'imageCrop',
  context: ({ input }) => {
    const src = input.src ? safeMediaUrl(input.src) : null;
    return {
      options: { ...CROPPER_DEFAULTS, ...input.options },
      source: src ? { url: src, name: '' } : null,
      zoom: 1,
      rotation: 0,
      area: null,
      result: null,
      error: null,
    };
  },
  initial: 'start',
  on: {
    'FILE.PICK': [
      {
        guard: ({ context, event }) => cropInputProblem(event.file, context.options) !== null,
        actions: [
          assign({ error: ({ context, event }) => cropInputProblem(event.file, context.options) }),
          emit(({ event }) => ({ type: 'revoke', url: event.url }) as const),
        ],
      },
      {
        target: '.editing',
        actions: [
          'releaseSource',
          assign({
            source: ({ event }) => ({ url: event.url, name: event.file.name }),
            zoom: 1,
            rotation: 0,
            area: null,
            result: null,
            error: null,
          }),
        ],
      },
    ],
  },
  states: {
    start: {
      always: [{ guard: ({ context }) => context.source !== null, target: 'editing' }, { target: 'empty' }],
    },
    empty: {},
    editing: {
      on: {
        'IMAGE.ERROR': {
          target: 'empty',
          actions: ['releaseSource', assign({ source: null, error: { code: 'load' } })],
        },
        'ZOOM.SET': { actions: assign({ zoom: ({ event }) => zoomOf(event.zoom) }) },
        'ZOOM.BY': { actions: assign({ zoom: ({ context, event }) => zoomOf(context.zoom + event.delta) }) },
        ROTATE: {
          actions: assign({
            rotation: ({ context, event }) => normalizeRotation(context.rotation + event.delta),
          }),
        },
        'AREA.CHANGE': { actions: assign({ area: ({ event }) => event.area }) },
        CONFIRM: {
          guard: ({ context }) => context.area !== null,
          target: 'exporting',
          actions: assign({ error: null }),
        },
        CANCEL: {
          target: 'empty',
          actions: ['releaseSource', assign({ source: null, area: null, error: null })],
        },
      },
    },
    exporting: {
      invoke: {
        src: 'exportCrop',
        input: ({ context }) => ({
          url: context.source?.url ?? '',
          area: context.area ?? { x: 0, y: 0, width: 0, height: 0 },
          rotation: context.rotation,
          outputType: context.options.outputType,
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({
              result: ({ event }) => ({ dataUrl: event.output, sizeKB: base64SizeKB(event.output) }),
            }),
            emit(({ context }) => ({
              type: 'cropped',
              dataUrl: context.result?.dataUrl ?? '',
              sizeKB: context.result?.sizeKB ?? 0,
            })),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: { code: 'export' } }) },
      },
    },
    done: {
      on: {
        EDIT: { target: 'editing', actions: assign({ result: null }) },
        CANCEL: {
          target: 'empty',
          actions: ['releaseSource', assign({ source: null, area: null, result: null })],
        },
      },
    },
  },
});

export type ImageCropMachine = typeof imageCropMachine;
