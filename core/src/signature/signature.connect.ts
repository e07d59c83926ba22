import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import {
  isSignatureEmpty,
  SIGNATURE_PEN_COLORS,
  SIGNATURE_PEN_WIDTHS,
  signatureRotation,
  type SignatureRotation,
  type SignatureStroke,
} from './signature.logic';
import type { SignatureEvent, SignatureFormat, SignatureMachine } from './signature.machine';

/** What both skins' SignaturePad render. */
export interface SignatureView {
  empty: boolean;
  busy: boolean;
  fullscreen: boolean;
  /**
   * Degrees the full-screen signing area turns clockwise (90 on an upright phone, so it is signed
   * in landscape); pointer positions map back with `signatureCanvasPoint`.
   */
  rotation: SignatureRotation;
  /** Pen options for signature_pad: colour and width range. */
  pen: { penColor: string; minWidth: number; maxWidth: number };
  colors: { value: string; label: string; selected: boolean }[];
  widths: { value: number; label: string; selected: boolean }[];
  exported: { format: SignatureFormat; dataUrl: string } | null;
  error: string | null;
  canUndo: boolean;
  labels: {
    canvas: string;
    placeholder: string;
    undo: string;
    clear: string;
    save: string;
    exportPng: string;
    exportSvg: string;
    color: string;
    width: string;
    fullscreen: string;
    exitFullscreen: string;
    rotateHint: string;
    /** Shown on the turned pad. */
    turnHint: string;
    saved: string;
    dialog: string;
  };
  /** The pad finished a stroke; `strokes` is everything it now shows. */
  strokeEnded(strokes: SignatureStroke[]): void;
  undo(): void;
  clear(): void;
  setColor(color: string): void;
  setWidth(width: number): void;
  /** Exports the drawing of a `width` × `height` pad. */
  exportAs(format: SignatureFormat, size: { width: number; height: number }): void;
  openFullscreen(): void;
  closeFullscreen(): void;
  /** The window's size changed (turning the phone). */
  resized(width: number, height: number): void;
}

export function connectSignature(
  snapshot: SnapshotFrom<SignatureMachine>,
  send: (event: SignatureEvent) => void,
  env: ConnectEnv,
): SignatureView {
  const c = snapshot.context;
  const { t } = env;
  const width = SIGNATURE_PEN_WIDTHS[c.pen.width] ?? SIGNATURE_PEN_WIDTHS[1] ?? { minWidth: 1, maxWidth: 3 };
  return {
    empty: isSignatureEmpty(c.strokes),
    busy: snapshot.matches('exporting'),
    fullscreen: c.fullscreen,
    rotation: signatureRotation({
      fullscreen: c.fullscreen,
      mobile: env.platform === 'mobile',
      viewport: c.viewport,
    }),
    pen: { penColor: c.pen.color, ...width },
    colors: SIGNATURE_PEN_COLORS.map((value, i) => ({
      value,
      label: t(`signature.color.${i}` as 'signature.color.0'),
      selected: value === c.pen.color,
    })),
    widths: SIGNATURE_PEN_WIDTHS.map((_, i) => ({
      value: i,
      label: t(`signature.width.${i}` as 'signature.width.0'),
      selected: i === c.pen.width,
    })),
    exported: c.exported,
    error:
      c.error === 'empty' ? t('signature.empty') : c.error === 'export' ? t('signature.exportFailed') : null,
    canUndo: c.strokes.length > 0,
    labels: {
      canvas: t('signature.canvas'),
      placeholder: t('signature.placeholder'),
      undo: t('signature.undo'),
      clear: t('signature.clear'),
      save: t('signature.save'),
      exportPng: t('signature.exportPng'),
      exportSvg: t('signature.exportSvg'),
      color: t('signature.color'),
      width: t('signature.width'),
      fullscreen: t('signature.fullscreen'),
      exitFullscreen: t('signature.exitFullscreen'),
      rotateHint: t('signature.rotateHint'),
      turnHint: t('signature.turnHint'),
      saved: t('signature.saved'),
      dialog: t('signature.title'),
    },
    strokeEnded: (strokes) => send({ type: 'STROKE.END', strokes }),
    undo: () => send({ type: 'UNDO' }),
    clear: () => send({ type: 'CLEAR' }),
    setColor: (color) => send({ type: 'PEN.COLOR', color }),
    setWidth: (value) => send({ type: 'PEN.WIDTH', width: value }),
    exportAs: (format, size) => send({ type: 'EXPORT', format, ...size }),
    openFullscreen: () => send({ type: 'FULLSCREEN.OPEN' }),
    closeFullscreen: () => send({ type: 'FULLSCREEN.CLOSE' }),
    resized: (width, height) => send({ type: 'VIEWPORT', width, height }),
  };
}
