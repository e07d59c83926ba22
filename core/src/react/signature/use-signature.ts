import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import {
  connectSignature,
  signatureCanvasPoint,
  signatureActors,
  signatureMachine,
  signatureTexts,
  type SignatureFormat,
  type SignatureRotation,
  type SignatureStroke,
  type SignatureView,
} from '../../signature';
import { useMachineActor } from '../machine';
import { useLocale } from '../use-locale';

/** The drawing library as the hook uses it (signature_pad's `SignaturePad` fits). */
export interface SignaturePadLike {
  penColor: string;
  minWidth: number;
  maxWidth: number;
  toData(): SignatureStroke[];
  fromData(strokes: SignatureStroke[]): void;
  clear(): void;
  toDataURL(type?: string): string;
  addEventListener(type: 'endStroke', listener: () => void): void;
  removeEventListener(type: 'endStroke', listener: () => void): void;
  off(): void;
}

/** The pad that is mounted now (full screen mounts a new one). */
class PadSlot {
  private pad: SignaturePadLike | null = null;
  set(pad: SignaturePadLike | null): void {
    this.pad = pad;
  }
  pen(pen: Pick<SignaturePadLike, 'penColor' | 'minWidth' | 'maxWidth'>): void {
    if (this.pad) Object.assign(this.pad, pen);
  }
  png(): string {
    if (!this.pad) throw new Error('no pad');
    return this.pad.toDataURL('image/png');
  }
}

/** signature_pad's own reading of a pointer position (client pixels → canvas pixels). */
type PointReader = (x: number, y: number, pressure: number) => unknown;

/**
 * Lets a pad draw on a canvas the skin has turned (full-screen landscape on an upright phone):
 * signature_pad reads a pointer against the canvas's on-screen box, so its reading is wrapped to
 * map the position back with core's `signatureCanvasPoint` first.
 */
function followRotation(
  pad: SignaturePadLike,
  canvas: HTMLCanvasElement,
  rotation: () => SignatureRotation,
): void {
  const reader = pad as unknown as { _createPoint?: PointReader };
  const read = reader._createPoint;
  if (typeof read !== 'function') return;
  reader._createPoint = (x, y, pressure) => {
    const box = canvas.getBoundingClientRect();
    const at = signatureCanvasPoint(
      { x: x - box.left, y: y - box.top },
      { width: canvas.offsetWidth, height: canvas.offsetHeight },
      rotation(),
    );
    return read.call(pad, at.x + box.left, at.y + box.top, pressure);
  };
}

/** The canvas's own size in CSS pixels (unchanged by a turn). */
const canvasSize = (canvas: HTMLCanvasElement | null) => ({
  width: canvas?.offsetWidth ?? 0,
  height: canvas?.offsetHeight ?? 0,
});

/** Props of both skins' `SignaturePad`. */
export interface SignaturePadProps {
  /** Called with each export: the format and its data URL. */
  onExport?: (format: SignatureFormat, dataUrl: string) => void;
  /** Height of the pad in px (100, the form's signature row, by default). */
  height?: number;
}

/** The view model (whose `exportAs` takes the canvas's size) and the canvas the pad draws on. */
export interface SignaturePadState {
  view: Omit<SignatureView, 'exportAs'> & { exportAs(format: SignatureFormat): void };
  canvasRef: RefObject<HTMLCanvasElement | null>;
}

/**
 * A signature over core's machine and a drawing library the skin gives (`createPad`): the hook keeps
 * the canvas sized to its box and device pixels, hands finished strokes to the machine and redraws
 * after undo or clear.
 */
export function useSignature(
  props: SignaturePadProps,
  platform: Platform,
  createPad: (canvas: HTMLCanvasElement) => SignaturePadLike,
): SignaturePadState {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // the live pad, read by the export actor (a holder, not a ref: the actor is made during render)
  const [live] = useState(() => new PadSlot());
  const createRef = useRef(createPad);
  const host = useMachineActor(signatureMachine, {
    input: {},
    implementations: { actors: signatureActors({ exportPng: () => live.png() }) },
  });
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const fullscreen = snapshot.context.fullscreen;
  // the turn the skin shows now, read by the pad when a pointer moves
  const rotationRef = useRef<SignatureRotation>(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = createRef.current(canvas);
    followRotation(pad, canvas, () => rotationRef.current);
    live.set(pad);
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const { width, height } = canvasSize(canvas);
      if (width === 0 || height === 0) return;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(host.getSnapshot().context.strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const onEnd = () => host.send({ type: 'STROKE.END', strokes: pad.toData() });
    pad.addEventListener('endStroke', onEnd);
    const offRedraw = host.on('redraw', (event) => {
      if (event.strokes.length === 0) pad.clear();
      else pad.fromData(event.strokes);
    });
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      offRedraw();
      live.set(null);
    };
    // a new canvas mounts when full screen opens or closes
  }, [host, live, fullscreen]);

  useEffect(() => {
    const resized = () =>
      host.send({ type: 'VIEWPORT', width: window.innerWidth, height: window.innerHeight });
    resized();
    window.addEventListener('resize', resized);
    window.addEventListener('orientationchange', resized);
    return () => {
      window.removeEventListener('resize', resized);
      window.removeEventListener('orientationchange', resized);
    };
  }, [host]);

  const { onExport } = props;
  useEffect(() => host.on('exported', (event) => onExport?.(event.format, event.dataUrl)), [host, onExport]);

  const locale = useLocale();
  const env = useMemo(() => connectEnv(signatureTexts, locale, platform), [locale, platform]);
  const view = useMemo(() => connectSignature(snapshot, host.send, env), [snapshot, host, env]);

  const { rotation } = view;
  useEffect(() => {
    rotationRef.current = rotation;
  }, [rotation]);

  const { penColor, minWidth, maxWidth } = view.pen;
  useEffect(() => {
    live.pen({ penColor, minWidth, maxWidth });
  }, [live, penColor, minWidth, maxWidth, fullscreen]);

  return useMemo(
    () => ({
      view: {
        ...view,
        exportAs: (format: SignatureFormat) => {
          view.exportAs(format, canvasSize(canvasRef.current));
        },
      },
      canvasRef,
    }),
    [view],
  );
}
