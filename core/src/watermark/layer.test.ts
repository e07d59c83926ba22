import {
  judgeWatermarkLayer,
  watermarkLayerStyle,
  type WatermarkLayerComputedStyle,
  type WatermarkLayerExpectation,
  type WatermarkLayerFacts,
} from '.';
import { watermarkStackOrder } from './internal';

describe('watermarkStackOrder (spec 4, 9)', () => {
  it.each([
    ['page', 0, 9999],
    ['page', 1, 949],
    ['page', 3, 949],
    ['local', 0, 9999],
    ['local', 2, 9999],
  ] as const)('%s watermark with %p local ones: %p', (scope, count, z) => {
    expect(watermarkStackOrder(scope, count)).toBe(z);
  });
});

describe('watermarkLayerStyle', () => {
  const look = {
    scope: 'page',
    zIndex: 949,
    tile: { width: 200, height: 150 },
    backgroundUrl: 'data:image/png;base64,AAA',
  } as const;

  it('pins every property that could hide or move the layer with !important', () => {
    const style = watermarkLayerStyle(look);
    for (const declaration of [
      'position: fixed !important',
      'z-index: 949 !important',
      'pointer-events: none !important',
      'display: block !important',
      'visibility: visible !important',
      'opacity: 1 !important',
      'transform: none !important',
      'clip-path: none !important',
      'background-image: url("data:image/png;base64,AAA") !important',
      'background-size: 200px 150px !important',
    ]) {
      expect(style).toContain(declaration);
    }
    const declarations = style.split(/;\s*(?=[a-z-]+:\s)/);
    expect(declarations.length).toBeGreaterThan(30);
    expect(declarations.filter((part) => !/!important;?$/.test(part))).toEqual([]);
  });

  it('places a local layer inside its container', () => {
    expect(watermarkLayerStyle({ ...look, scope: 'local' })).toContain('position: absolute !important');
  });

  it('escapes quotes in the url so it cannot end the declaration', () => {
    const style = watermarkLayerStyle({ ...look, backgroundUrl: 'x") ; display: none; ("' });
    expect(style).toContain('url("x\\22 ) ; display: none; (\\22 ") !important;');
    expect(style).not.toContain('x")');
  });
});

const BG = 'data:image/png;base64,TILE';
const visibleStyle: WatermarkLayerComputedStyle = {
  display: 'block',
  visibility: 'visible',
  opacity: '1',
  zIndex: '9999',
  position: 'fixed',
  transform: 'none',
  translate: 'none',
  scale: 'none',
  rotate: 'none',
  clipPath: 'none',
  maskImage: 'none',
  filter: 'none',
  contentVisibility: 'visible',
  backgroundImage: `url("${BG}")`,
};
const intact: WatermarkLayerFacts = {
  layerConnected: true,
  layerInContainer: true,
  containerConnected: true,
  attributesIntact: true,
  containerVisible: true,
  layerRendered: true,
  coverage: 1,
  ancestorOpacity: 1,
  style: visibleStyle,
};
const page: WatermarkLayerExpectation = { scope: 'page', zIndex: 9999, backgroundUrl: BG };
const local: WatermarkLayerExpectation = { scope: 'local', zIndex: 9999, backgroundUrl: BG };

describe('judgeWatermarkLayer (spec 4)', () => {
  it('finds an untouched layer intact', () => {
    expect(judgeWatermarkLayer(intact, page)).toEqual({ status: 'intact' });
    expect(
      judgeWatermarkLayer({ ...intact, style: { ...visibleStyle, position: 'absolute' } }, local),
    ).toEqual({ status: 'intact' });
  });

  it.each([
    ['removed', { layerConnected: false, layerInContainer: false, style: undefined }, 'layer-removed'],
    ['moved elsewhere', { layerInContainer: false }, 'layer-moved'],
    ['page container removed', { containerConnected: false, layerConnected: false }, 'container-removed'],
    ['attributes altered', { attributesIntact: false }, 'attributes-changed'],
  ] as const)('counts the layer %s as tampering at once', (_, change, reason) => {
    expect(judgeWatermarkLayer({ ...intact, ...change }, page)).toEqual({
      status: 'tampered',
      reason,
      confirm: false,
    });
  });

  it.each([
    ['display none', { display: 'none' }, 'display'],
    ['content-visibility hidden', { contentVisibility: 'hidden' }, 'display'],
    ['visibility hidden', { visibility: 'hidden' }, 'visibility'],
    ['visibility collapse', { visibility: 'collapse' }, 'visibility'],
    ['opacity 0', { opacity: '0' }, 'opacity'],
    ['opacity 0.5', { opacity: '0.5' }, 'opacity'],
    ['a lower z-index', { zIndex: '-1' }, 'z-index'],
    ['z-index auto', { zIndex: 'auto' }, 'z-index'],
    ['static position', { position: 'static' }, 'position'],
    ['a transform', { transform: 'matrix(0, 0, 0, 0, 0, 0)' }, 'transform'],
    ['a translate', { translate: '-9999px' }, 'transform'],
    ['a scale', { scale: '0' }, 'transform'],
    ['a clip-path', { clipPath: 'inset(100%)' }, 'clip'],
    ['a mask', { maskImage: 'linear-gradient(transparent, transparent)' }, 'clip'],
    ['a filter', { filter: 'opacity(0)' }, 'filter'],
    ['another background', { backgroundImage: 'none' }, 'background'],
  ] as const)('counts %s as tampering once confirmed', (_, change, reason) => {
    expect(judgeWatermarkLayer({ ...intact, style: { ...visibleStyle, ...change } }, page)).toEqual({
      status: 'tampered',
      reason,
      confirm: true,
    });
  });

  it('expects the stacking order it was given (949 beneath a local one)', () => {
    const beneath = { ...page, zIndex: 949 };
    expect(judgeWatermarkLayer(intact, beneath)).toMatchObject({ status: 'tampered', reason: 'z-index' });
    expect(judgeWatermarkLayer({ ...intact, style: { ...visibleStyle, zIndex: '949' } }, beneath)).toEqual({
      status: 'intact',
    });
  });

  it.each([
    [0, 'size'],
    [0.5, 'size'],
    [0.89, 'size'],
  ] as const)('counts a layer covering %p of its container as shrunk', (coverage, reason) => {
    expect(judgeWatermarkLayer({ ...intact, coverage }, page)).toMatchObject({
      status: 'tampered',
      reason,
      confirm: true,
    });
  });

  it('tolerates a sliver of the container left uncovered', () => {
    expect(judgeWatermarkLayer({ ...intact, coverage: 0.95 }, page)).toEqual({ status: 'intact' });
  });

  it('counts a page layer whose parent is invisible as tampering', () => {
    expect(judgeWatermarkLayer({ ...intact, ancestorOpacity: 0 }, page)).toMatchObject({
      reason: 'parent-hidden',
      confirm: true,
    });
    expect(judgeWatermarkLayer({ ...intact, layerRendered: false }, page)).toMatchObject({
      reason: 'parent-hidden',
      confirm: true,
    });
    expect(judgeWatermarkLayer({ ...intact, ancestorOpacity: 0.6 }, page)).toEqual({ status: 'intact' });
  });

  describe('filters and blends on the way to the screen (issue 35)', () => {
    const paint = (htmlFilter: string, above: string[] = []) => ({
      ancestors: [
        { filter: 'none', mixBlendMode: 'normal', backdrop: 'rgb(255, 255, 255)' },
        { filter: htmlFilter, mixBlendMode: 'normal', backdrop: 'rgb(255, 255, 255)' },
      ],
      above,
      background: 'rgb(255, 255, 255)',
    });

    it.each([
      ['html brightness(1.25)', paint('brightness(1.25)')],
      ['an SVG filter on html', paint('url("#wash")')],
      ['a backdrop-filter above the layer', paint('none', ['brightness(1.4)'])],
    ])('counts %s as washing the layer out, once confirmed', (_, facts) => {
      const absolute = { ...visibleStyle, position: 'absolute' };
      for (const [expected, style] of [
        [page, visibleStyle],
        [local, absolute],
      ] as const) {
        expect(judgeWatermarkLayer({ ...intact, style, paint: facts }, expected)).toEqual({
          status: 'tampered',
          reason: 'washed-out',
          confirm: true,
        });
      }
    });

    it('keeps the mourning-day grayscale and mild filters', () => {
      for (const filter of ['grayscale(1)', 'contrast(1.1)', 'opacity(0.8)', 'brightness(0.9)']) {
        expect(judgeWatermarkLayer({ ...intact, paint: paint(filter) }, page)).toEqual({ status: 'intact' });
      }
    });

    it('judges the configured ink: at 5 % a slight brightening already erases it', () => {
      const faint = { ...page, ink: { color: '#000000', opacity: 0.05 } };
      expect(judgeWatermarkLayer({ ...intact, paint: paint('brightness(1.05)') }, page)).toEqual({
        status: 'intact',
      });
      expect(judgeWatermarkLayer({ ...intact, paint: paint('brightness(1.05)') }, faint)).toMatchObject({
        reason: 'washed-out',
      });
    });

    it('counts opacity() in an ancestor filter with the opacity of the parents', () => {
      expect(judgeWatermarkLayer({ ...intact, paint: paint('opacity(0.02)') }, page)).toMatchObject({
        reason: 'parent-hidden',
      });
    });
  });

  it('ends a local watermark whose container left the page instead of alarming', () => {
    expect(
      judgeWatermarkLayer({ ...intact, containerConnected: false, layerConnected: false }, local),
    ).toEqual({ status: 'ended' });
  });

  it('lets a local container that shows nothing (closed tab, collapsed panel) be', () => {
    const hiddenTab = {
      ...intact,
      containerVisible: false,
      layerRendered: false,
      coverage: 0,
      style: { ...visibleStyle, position: 'absolute' },
    };
    expect(judgeWatermarkLayer(hiddenTab, local)).toEqual({ status: 'intact' });
    // ... but a structural attack there still counts
    expect(judgeWatermarkLayer({ ...hiddenTab, layerConnected: false }, local)).toMatchObject({
      reason: 'layer-removed',
    });
  });

  it('counts a local layer that lost its box while the container shows as hidden', () => {
    expect(
      judgeWatermarkLayer(
        { ...intact, layerRendered: false, style: { ...visibleStyle, position: 'absolute' } },
        local,
      ),
    ).toMatchObject({
      reason: 'display',
    });
  });
});

describe('judgeWatermarkLayer: issue 14', () => {
  const pageLook = page;
  const facts = { ...intact, style: visibleStyle };

  it('holds the rest of the computed style to an allowlist (a mask-box image hides the layer)', () => {
    expect(judgeWatermarkLayer(facts, pageLook)).toEqual({ status: 'intact' });
    const masked = {
      ...facts.style,
      more: { '-webkit-mask-box-image-source': 'linear-gradient(transparent, transparent)' },
    };
    expect(judgeWatermarkLayer({ ...facts, style: masked }, pageLook)).toEqual({
      status: 'tampered',
      reason: 'clip',
      confirm: true,
    });
    const clipped = { ...facts.style, more: { clip: 'rect(0px, 0px, 0px, 0px)' } };
    expect(judgeWatermarkLayer({ ...facts, style: clipped }, pageLook)).toMatchObject({ reason: 'clip' });
    const shown = { ...facts.style, display: 'inline' };
    expect(judgeWatermarkLayer({ ...facts, style: shown }, pageLook)).toMatchObject({ reason: 'display' });
  });

  it('counts content painted above the layer, once confirmed', () => {
    expect(judgeWatermarkLayer({ ...facts, covered: true }, pageLook)).toEqual({
      status: 'tampered',
      reason: 'covered',
      confirm: true,
    });
  });

  it('counts a local container removed while its content stays on the page', () => {
    const local = { ...pageLook, scope: 'local' as const };
    const gone = { ...facts, containerConnected: false, layerConnected: false };
    expect(judgeWatermarkLayer(gone, local)).toEqual({ status: 'ended' });
    expect(judgeWatermarkLayer({ ...gone, contentLeftBehind: true }, local)).toEqual({
      status: 'tampered',
      reason: 'content-left-behind',
      confirm: false,
    });
  });

  it('counts reading functions it cannot trust (replaced before load, no fresh realm) as tampering', () => {
    expect(judgeWatermarkLayer({ ...facts, readingUntrusted: true }, pageLook)).toEqual({
      status: 'tampered',
      reason: 'natives-replaced',
      confirm: true,
    });
  });

  it('does not clear a page only because its timers or observers are wrapped (monitoring SDKs, zone.js)', () => {
    expect(judgeWatermarkLayer({ ...facts, nativesReplaced: true }, pageLook)).toEqual(
      judgeWatermarkLayer(facts, pageLook),
    );
  });
});
