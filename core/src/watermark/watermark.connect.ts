import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { watermarkImageUrl } from './image.logic';
import { watermarkStackOrder, type WatermarkTamperReason } from './layer.logic';
import { isWatermarkShown } from './lists.logic';
import { normalizeWatermarkSize } from './settings.logic';
import { fillWatermarkText, watermarkTextLines } from './text.logic';
import type { WatermarkContext, WatermarkEvent, watermarkMachine } from './watermark.machine';
import type { WatermarkSize } from './watermark.types';

/** What one tile shows. */
export type WatermarkDrawing =
  | { kind: 'text'; lines: string[]; fontSize: number; color: string; fontFamily: string }
  | { kind: 'image'; url: string };

/** Why nothing is drawn. */
export type WatermarkHiddenReason =
  /** `wmUse` / `wmUseMobile` is off. */
  | 'disabled'
  /** The server's white/black lists exclude this page, IP or user. */
  | 'listed'
  /** A text watermark whose text is empty. */
  | 'empty'
  /** The image failed to load (or `wmImg` is unusable) and no text is configured (spec 4). */
  | 'image-failed';

/** The watermark as a renderer shows it. */
export interface WatermarkView {
  /** `cleared`: tampering was found and the page content cleared (spec 4, 8). */
  status: 'shown' | 'hidden' | 'cleared';
  hiddenReason: WatermarkHiddenReason | null;
  /** The server's lists are still loading (the watermark shows meanwhile). */
  listsLoading: boolean;
  /** What to draw; null unless shown. */
  drawing: WatermarkDrawing | null;
  /** The tile size, capped by the container (spec 5). */
  tile: WatermarkSize;
  rotate: number;
  opacity: number;
  /** Stacking order of the layer (9999, or 949 beneath a local watermark). */
  zIndex: number;
  /** The tampering last found (also set when the disabling flag kept the content). */
  tamperReason: WatermarkTamperReason | null;
}

/** The watermark view plus what the host reports to it. */
export interface WatermarkLayerView extends WatermarkView {
  /** Texts of the notice left after a clear, in the locale being rendered. */
  texts: { clearedNotice: string; clearedReload: string };
  routeChanged(path: string): void;
  containerResized(size: WatermarkSize): void;
  imageFailed(): void;
  localWatermarksChanged(count: number): void;
  tampered(reason: WatermarkTamperReason): void;
}

type Drawn = { drawing: WatermarkDrawing } | { hidden: WatermarkHiddenReason };

function textDrawing(context: WatermarkContext): WatermarkDrawing | null {
  const lines = watermarkTextLines(
    fillWatermarkText(context.settings.text, context.user, context.renderedAt),
  );
  if (lines.length === 0) return null;
  const { fontSize, color, fontFamily } = context.settings;
  return { kind: 'text', lines, fontSize, color, fontFamily };
}

/** The drawing for a context: the image, the text instead of a failed image, or why nothing. */
export function watermarkDrawing(context: WatermarkContext): Drawn {
  const { settings, platform, scope } = context;
  if (!settings.enabled[platform]) return { hidden: 'disabled' };
  // the lists judge the page watermark; a local one is placed on purpose by its page
  if (
    scope === 'page' &&
    settings.listMatching &&
    context.listConfig &&
    !isWatermarkShown(context.listConfig, context.audience)
  ) {
    return { hidden: 'listed' };
  }
  const text = textDrawing(context);
  if (settings.kind === 'text') return text ? { drawing: text } : { hidden: 'empty' };
  const url = watermarkImageUrl({
    wmImg: settings.image,
    mobile: platform === 'mobile',
    ...context.imageAccess,
  });
  if (url && !context.imageFailed) return { drawing: { kind: 'image', url } };
  // spec 4: a failing image removes the image watermark; the text keeps the page protected
  return text ? { drawing: text } : { hidden: 'image-failed' };
}

/** Turns a watermark snapshot into what a renderer draws. */
export function watermarkView(snapshot: SnapshotFrom<typeof watermarkMachine>): WatermarkView {
  const { context } = snapshot;
  const cleared = snapshot.matches('cleared');
  const drawn = cleared ? ({ hidden: 'disabled' } as Drawn) : watermarkDrawing(context);
  return {
    status: cleared ? 'cleared' : 'drawing' in drawn ? 'shown' : 'hidden',
    hiddenReason: cleared || 'drawing' in drawn ? null : drawn.hidden,
    listsLoading: snapshot.matches({ running: { lists: 'loading' } }),
    drawing: !cleared && 'drawing' in drawn ? drawn.drawing : null,
    tile: normalizeWatermarkSize(context.settings, context.container),
    rotate: context.settings.rotate,
    opacity: context.settings.opacity,
    zIndex: watermarkStackOrder(context.scope, context.localWatermarks),
    tamperReason: context.tamperReason,
  };
}

/**
 * The widget shape (`connect(snapshot, send, env)`): the view, its texts in `env`'s locale, and
 * intent methods that send the machine's events.
 */
export function connectWatermark(
  snapshot: SnapshotFrom<typeof watermarkMachine>,
  send: (event: WatermarkEvent) => void,
  env: ConnectEnv,
): WatermarkLayerView {
  return {
    ...watermarkView(snapshot),
    texts: {
      clearedNotice: env.t('watermark.clearedNotice'),
      clearedReload: env.t('watermark.clearedReload'),
    },
    routeChanged: (path) => send({ type: 'ROUTE.CHANGED', path }),
    containerResized: (size) => send({ type: 'CONTAINER.RESIZED', size }),
    imageFailed: () => send({ type: 'IMAGE.FAILED' }),
    localWatermarksChanged: (count) => send({ type: 'LOCALS.CHANGED', count }),
    tampered: (reason) => send({ type: 'TAMPER.DETECTED', reason }),
  };
}
