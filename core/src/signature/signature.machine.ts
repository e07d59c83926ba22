import { assign, emit, fromPromise, setup } from 'xstate';
import {
  isSignatureEmpty,
  signatureToSvg,
  svgDataUrl,
  undoStroke,
  SIGNATURE_PEN_COLORS,
  type SignaturePen,
  type SignatureStroke,
} from './signature.logic';

/** The two exports: a PNG (drawn by the pad) or an SVG (written by core). */
export type SignatureFormat = 'png' | 'svg';

export interface SignatureInput {
  /** Starting pen (black, medium). */
  pen?: Partial<SignaturePen>;
  /** Strokes to start with (a saved signature being edited). */
  strokes?: SignatureStroke[];
}

export interface SignatureContext {
  strokes: SignatureStroke[];
  pen: SignaturePen;
  fullscreen: boolean;
  /** The window's size (the full-screen pad turns to landscape when it is upright). */
  viewport: { width: number; height: number } | null;
  /** The last export, or null after the drawing changed. */
  exported: { format: SignatureFormat; dataUrl: string } | null;
  error: 'empty' | 'export' | null;
}

export type SignatureEvent =
  | { type: 'STROKE.END'; strokes: SignatureStroke[] }
  | { type: 'UNDO' }
  | { type: 'CLEAR' }
  | { type: 'PEN.COLOR'; color: string }
  | { type: 'PEN.WIDTH'; width: number }
  | { type: 'EXPORT'; format: SignatureFormat; width: number; height: number }
  | { type: 'FULLSCREEN.OPEN' }
  | { type: 'FULLSCREEN.CLOSE' }
  | { type: 'VIEWPORT'; width: number; height: number };

/** `redraw`: the pad must show these strokes (after undo, clear); `exported`: a finished export. */
export type SignatureEmitted =
  | { type: 'redraw'; strokes: SignatureStroke[] }
  | { type: 'exported'; format: SignatureFormat; dataUrl: string };

/** Strokes and pen of a signature, undo and clear, and its export to a PNG or SVG data URL. */
export const signatureMachine = setup({
  types: {
    input: {} as SignatureInput,
    context: {} as SignatureContext,
    events: {} as SignatureEvent,
    emitted: {} as SignatureEmitted,
  },
  actors: {
    /** The pad's drawing as a PNG data URL. */
    exportPng: fromPromise<string, { strokes: SignatureStroke[] }>(() =>
      Promise.reject(new Error('provide the exportPng actor')),
    ),
  },
  guards: {
    empty: ({ context }) => isSignatureEmpty(context.strokes),
  },
}).createMachine({
  id: 'signature',
  context: ({ input }) => ({
    strokes: input.strokes ?? [],
    pen: { color: SIGNATURE_PEN_COLORS[0] ?? '#000000', width: 1, ...input.pen },
    fullscreen: false,
    viewport: null,
    exported: null,
    error: null,
  }),
  initial: 'drawing',
  on: {
    'PEN.COLOR': {
      actions: assign({ pen: ({ context, event }) => ({ ...context.pen, color: event.color }) }),
    },
    'PEN.WIDTH': {
      actions: assign({ pen: ({ context, event }) => ({ ...context.pen, width: event.width }) }),
    },
    'FULLSCREEN.OPEN': { actions: assign({ fullscreen: true }) },
    'FULLSCREEN.CLOSE': { actions: assign({ fullscreen: false }) },
    VIEWPORT: {
      guard: ({ event }) =>
        Number.isFinite(event.width) && Number.isFinite(event.height) && event.width > 0 && event.height > 0,
      actions: assign({ viewport: ({ event }) => ({ width: event.width, height: event.height }) }),
    },
  },
  states: {
    drawing: {
      on: {
        'STROKE.END': {
          actions: assign({ strokes: ({ event }) => event.strokes, exported: null, error: null }),
        },
        UNDO: {
          actions: [
            assign({ strokes: ({ context }) => undoStroke(context.strokes), exported: null }),
            emit(({ context }) => ({ type: 'redraw', strokes: context.strokes }) as const),
          ],
        },
        CLEAR: {
          actions: [
            assign({ strokes: [], exported: null, error: null }),
            emit({ type: 'redraw', strokes: [] }),
          ],
        },
        EXPORT: [
          { guard: 'empty', actions: assign({ error: 'empty' }) },
          {
            guard: ({ event }) => event.format === 'svg',
            actions: [
              assign({
                exported: ({ context, event }) => ({
                  format: 'svg' as const,
                  dataUrl: svgDataUrl(signatureToSvg(context.strokes, event.width, event.height)),
                }),
                error: null,
              }),
              emit(
                ({ context }) =>
                  ({ type: 'exported', format: 'svg', dataUrl: context.exported?.dataUrl ?? '' }) as const,
              ),
            ],
          },
          { target: 'exporting', actions: assign({ error: null }) },
        ],
      },
    },
    exporting: {
      invoke: {
        src: 'exportPng',
        input: ({ context }) => ({ strokes: context.strokes }),
        onDone: {
          target: 'drawing',
          actions: [
            assign({ exported: ({ event }) => ({ format: 'png' as const, dataUrl: event.output }) }),
            emit(({ event }) => ({ type: 'exported', format: 'png', dataUrl: event.output }) as const),
          ],
        },
        onError: { target: 'drawing', actions: assign({ error: 'export' }) },
      },
    },
  },
});

export type SignatureMachine = typeof signatureMachine;
