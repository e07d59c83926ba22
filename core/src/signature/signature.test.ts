import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { signatureTexts } from './messages';
import { connectSignature } from './signature.connect';
import {
  isSignatureEmpty,
  safePenColor,
  signatureCanvasPoint,
  signatureRotation,
  signatureToSvg,
  svgDataUrl,
  undoStroke,
  type SignatureStroke,
} from './signature.logic';
import { signatureMachine, type SignatureEmitted } from './signature.machine';

const stroke = (points: [number, number][], penColor = '#000000'): SignatureStroke => ({
  penColor,
  dotSize: 0,
  minWidth: 1,
  maxWidth: 3,
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: points.map(([x, y], i) => ({ x, y, pressure: 0.5, time: i * 16 })),
});

describe('signature logic', () => {
  it('empty means no stroke with a point', () => {
    expect(isSignatureEmpty([])).toBe(true);
    expect(isSignatureEmpty([stroke([])])).toBe(true);
    expect(isSignatureEmpty([stroke([[1, 1]])])).toBe(false);
  });
  it('undo drops the last stroke only', () => {
    const a = stroke([[1, 1]]);
    const b = stroke([[2, 2]]);
    expect(undoStroke([a, b])).toEqual([a]);
    expect(undoStroke([])).toEqual([]);
  });
  it('writes strokes as SVG paths and dots, never unsafe colours', () => {
    const svg = signatureToSvg(
      [
        stroke([
          [1, 2],
          [3.333, 4],
        ]),
        stroke([[5, 6]], '"><script>'),
      ],
      300,
      100,
    );
    expect(svg).toContain('viewBox="0 0 300 100"');
    expect(svg).toContain('<path d="M1 2 L3.33 4" fill="none" stroke="#000000" stroke-width="2"');
    expect(svg).toContain('<circle cx="5" cy="6" r="1.5" fill="#000000"/>');
    expect(svg).not.toContain('script');
    expect(safePenColor('rgb(0, 0, 255)')).toBe('rgb(0, 0, 255)');
  });
  it('gives an SVG data URL that decodes back', () => {
    const url = svgDataUrl('<svg>签</svg>');
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1] ?? '', 'base64').toString('utf8')).toBe('<svg>签</svg>');
  });
});

describe('signatureMachine', () => {
  const env = connectEnv(signatureTexts, 'en_US', 'mobile');
  function start() {
    const actor = createActor(
      signatureMachine.provide({
        actors: { exportPng: fromPromise(async () => 'data:image/png;base64,iVBO') },
      }),
      { input: {} },
    );
    const emitted: SignatureEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    return { actor, emitted, view: () => connectSignature(actor.getSnapshot(), actor.send, env) };
  }

  it('refuses to export an empty pad', () => {
    const { view } = start();
    view().exportAs('png', { width: 300, height: 100 });
    expect(view().error).toBe('Sign first');
    expect(view().empty).toBe(true);
  });

  it('keeps strokes, undoes and clears with redraws, exports PNG and SVG', async () => {
    const { actor, emitted, view } = start();
    const a = stroke([
      [1, 1],
      [5, 5],
    ]);
    const b = stroke([[9, 9]]);
    view().strokeEnded([a]);
    view().strokeEnded([a, b]);
    view().undo();
    expect(emitted).toContainEqual({ type: 'redraw', strokes: [a] });
    view().exportAs('svg', { width: 300, height: 100 });
    expect(view().exported?.format).toBe('svg');
    expect(view().exported?.dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
    view().exportAs('png', { width: 300, height: 100 });
    await waitFor(actor, (s) => s.context.exported?.format === 'png');
    expect(emitted).toContainEqual({
      type: 'exported',
      format: 'png',
      dataUrl: 'data:image/png;base64,iVBO',
    });
    view().clear();
    expect(view()).toMatchObject({ empty: true, exported: null, canUndo: false });
  });

  it('pen colour and width feed the pad; full screen opens and closes', () => {
    const { view } = start();
    view().setColor('#cf1322');
    view().setWidth(2);
    expect(view().pen).toEqual({ penColor: '#cf1322', minWidth: 2, maxWidth: 5 });
    expect(view().colors.find((c) => c.selected)?.label).toBe('Red');
    view().openFullscreen();
    expect(view().fullscreen).toBe(true);
    view().closeFullscreen();
    expect(view().fullscreen).toBe(false);
  });

  it('turns the full-screen pad to landscape on an upright phone only (issue 27)', () => {
    const { actor, view } = start();
    view().resized(390, 844);
    expect(view().rotation).toBe(0);
    view().openFullscreen();
    expect(view().rotation).toBe(90);
    view().resized(844, 390);
    expect(view().rotation).toBe(0);
    view().resized(Number.NaN, 10);
    expect(actor.getSnapshot().context.viewport).toEqual({ width: 844, height: 390 });
    view().resized(390, 844);
    expect(
      connectSignature(actor.getSnapshot(), actor.send, connectEnv(signatureTexts, 'en_US', 'desktop'))
        .rotation,
    ).toBe(0);
  });
});

describe('landscape signing rules', () => {
  it.each([
    [{ fullscreen: true, mobile: true, viewport: { width: 390, height: 844 } }, 90],
    [{ fullscreen: true, mobile: true, viewport: { width: 844, height: 390 } }, 0],
    [{ fullscreen: true, mobile: true, viewport: { width: 500, height: 500 } }, 0],
    [{ fullscreen: false, mobile: true, viewport: { width: 390, height: 844 } }, 0],
    [{ fullscreen: true, mobile: false, viewport: { width: 390, height: 844 } }, 0],
    [{ fullscreen: true, mobile: true, viewport: null }, 0],
  ] as const)('%j turns %i°', (options, deg) => expect(signatureRotation(options)).toBe(deg));

  it('maps a pointer on the turned pad back to canvas pixels', () => {
    // an 844 × 390 canvas turned 90° clockwise fills a 390 × 844 box
    const canvas = { width: 844, height: 390 };
    expect(signatureCanvasPoint({ x: 390, y: 0 }, canvas, 90)).toEqual({ x: 0, y: 0 });
    expect(signatureCanvasPoint({ x: 0, y: 844 }, canvas, 90)).toEqual({ x: 844, y: 390 });
    expect(signatureCanvasPoint({ x: 300, y: 100 }, canvas, 90)).toEqual({ x: 100, y: 90 });
    expect(signatureCanvasPoint({ x: 30, y: 40 }, canvas, 0)).toEqual({ x: 30, y: 40 });
  });
});
