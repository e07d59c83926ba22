import type { WatermarkAncestorPaint, WatermarkPaintFacts } from '.';
import { filterOpacity, judgeWatermarkContrast, parseCssColor, parseCssFilter } from './internal';

const INK = { color: '#000000', opacity: 0.15 };
const WHITE = 'rgb(255, 255, 255)';
const ancestor = (filter: string, mixBlendMode = 'normal', backdrop = WHITE): WatermarkAncestorPaint => ({
  filter,
  mixBlendMode,
  backdrop,
});
/** The page layer's ancestors: body, then html carrying `filter`. */
const onHtml = (filter: string, background = WHITE): WatermarkPaintFacts => ({
  ancestors: [ancestor('none'), ancestor(filter)],
  above: [],
  background,
});

describe('parseCssFilter (issue 35)', () => {
  it.each([
    ['none', 0],
    ['', 0],
    ['brightness(1.25)', 1],
    ['grayscale(1) contrast(1.1)', 2],
    ['drop-shadow(rgb(0, 0, 0) 2px 2px 4px) blur(2px)', 2],
    ['hue-rotate(180deg) invert(1)', 2],
    ['saturate(50%)', 1],
  ])('follows %p', (value, steps) => {
    const parsed = parseCssFilter(value);
    expect(parsed).not.toBe('untrusted');
    expect(parsed).toHaveLength(steps);
  });

  it.each([
    'url("#wash")',
    'url(filters.svg#x) grayscale(1)',
    'grayscale(1) url("data:image/svg+xml,<svg/>")',
    'posterize(2)',
    'brightness(1.25',
    'brightness(abc)',
    'hue-rotate(12px)',
    'brightness(-1)',
    'grayscale',
  ])('does not trust %p', (value) => {
    expect(parseCssFilter(value)).toBe('untrusted');
  });
});

describe('parseCssColor', () => {
  it.each([
    ['rgb(255, 255, 255)', [1, 1, 1], 1],
    ['rgba(0, 0, 0, 0)', [0, 0, 0], 0],
    ['#000', [0, 0, 0], 1],
    ['#ffffff', [1, 1, 1], 1],
    ['transparent', [0, 0, 0], 0],
  ] as const)('reads %p', (value, rgb, alpha) => {
    expect(parseCssColor(value)).toEqual({ rgb, alpha });
  });

  it('gives null for what it cannot read', () => {
    expect(parseCssColor('color(display-p3 1 0 0)')).toBeNull();
  });
});

describe('judgeWatermarkContrast (issue 35)', () => {
  it.each([
    ['nothing', 'none'],
    // a national mourning day: the ink is grey already and keeps its luminance
    ['the mourning-day grayscale', 'grayscale(1)'],
    ['a half grayscale', 'grayscale(0.5)'],
    ['a slight contrast rise', 'contrast(1.1)'],
    ['a contrast drop', 'contrast(0.8)'],
    ['a dimmed page', 'brightness(0.8)'],
    ['a slightly brighter page', 'brightness(1.05)'],
    ['a faded page', 'opacity(0.8)'],
    ['a dark-mode inversion', 'invert(1) hue-rotate(180deg)'],
    ['a light fog (content fades as much)', 'invert(1) brightness(0.8) invert(1)'],
    ['a desaturated page', 'saturate(0.3)'],
    ['a soft blur (content blurs alike)', 'blur(2px)'],
    ['a drop shadow', 'drop-shadow(rgb(0, 0, 0) 0px 2px 6px)'],
  ])('lets %s through', (_, filter) => {
    expect(judgeWatermarkContrast(onHtml(filter), INK)).toEqual({ status: 'visible' });
  });

  it.each([
    ['brightness(1.25) (the tester’s attack)', 'brightness(1.25)'],
    ['brightness(125%) as written', 'brightness(125%)'],
    ['brightness(1.15)', 'brightness(1.15)'],
    ['contrast(1.5)', 'contrast(1.5)'],
    ['a full sepia, which clips the light end', 'sepia(1)'],
    ['grayscale then brightness', 'grayscale(1) brightness(1.3)'],
    ['a contrast rise in an inverted page', 'invert(1) contrast(2) invert(1)'],
  ])('finds the ink washed out by %s', (_, filter) => {
    expect(judgeWatermarkContrast(onHtml(filter), INK)).toMatchObject({ status: 'washed-out' });
  });

  it('finds it on body as on html, and across two ancestors that add up', () => {
    const onBody: WatermarkPaintFacts = {
      ancestors: [ancestor('brightness(1.25)'), ancestor('none')],
      above: [],
      background: WHITE,
    };
    expect(judgeWatermarkContrast(onBody, INK).status).toBe('washed-out');
    const split: WatermarkPaintFacts = {
      ancestors: [ancestor('brightness(1.1)'), ancestor('brightness(1.1)')],
      above: [],
      background: WHITE,
    };
    expect(judgeWatermarkContrast(split, INK).status).toBe('washed-out');
  });

  it('follows a backdrop-filter painted above the layer', () => {
    const above: WatermarkPaintFacts = {
      ancestors: [ancestor('none')],
      above: ['brightness(1.3)'],
      background: WHITE,
    };
    expect(judgeWatermarkContrast(above, INK).status).toBe('washed-out');
    expect(judgeWatermarkContrast({ ...above, above: ['blur(4px)'] }, INK).status).toBe('visible');
  });

  it('does not trust an SVG filter or an unknown function anywhere', () => {
    expect(judgeWatermarkContrast(onHtml('url("#wash")'), INK)).toEqual({ status: 'untrusted' });
    expect(
      judgeWatermarkContrast({ ancestors: [ancestor('none')], above: ['url(#x)'], background: WHITE }, INK),
    ).toEqual({ status: 'untrusted' });
  });

  it.each([
    // blending the page with a mid grey: dodge lifts the light end to white, the text stays dark
    ['color-dodge over grey', 'color-dodge', 'rgb(128, 128, 128)', 'washed-out'],
    ['screen over light grey (fades the text as much)', 'screen', 'rgb(200, 200, 200)', 'visible'],
    ['multiply over white (no change)', 'multiply', WHITE, 'visible'],
    ['luminosity (keeps the page’s own luminance)', 'luminosity', 'rgb(30, 120, 200)', 'visible'],
    ['difference over white (an inversion)', 'difference', WHITE, 'visible'],
    ['an unknown blend mode', 'posterize', WHITE, 'untrusted'],
  ])('judges a blend of body with what is behind it: %s', (_, mode, backdrop, status) => {
    const paint: WatermarkPaintFacts = {
      ancestors: [ancestor('none', mode, backdrop), ancestor('none')],
      above: [],
      background: WHITE,
    };
    expect(judgeWatermarkContrast(paint, INK).status).toBe(status);
  });

  it('judges against the page’s own background too (a dark page, a light grey page)', () => {
    expect(judgeWatermarkContrast(onHtml('none', 'rgb(24, 26, 27)'), INK).status).toBe('visible');
    expect(judgeWatermarkContrast(onHtml('grayscale(1)', 'rgb(24, 26, 27)'), INK).status).toBe('visible');
    expect(judgeWatermarkContrast(onHtml('brightness(1.25)', 'rgb(245, 245, 245)'), INK).status).toBe(
      'washed-out',
    );
  });

  it('uses the configured ink: a fainter one is washed out sooner', () => {
    expect(judgeWatermarkContrast(onHtml('brightness(1.05)'), INK).status).toBe('visible');
    expect(
      judgeWatermarkContrast(onHtml('brightness(1.05)'), { color: '#000000', opacity: 0.05 }).status,
    ).toBe('washed-out');
  });

  it('says nothing against a page whose content shows nothing either', () => {
    expect(judgeWatermarkContrast(onHtml('brightness(0)'), INK).status).toBe('visible');
  });
});

describe('filterOpacity', () => {
  it('multiplies the opacity() functions of every ancestor', () => {
    expect(filterOpacity(onHtml('opacity(0.5) grayscale(1)'))).toBeCloseTo(0.5);
    expect(
      filterOpacity({
        ancestors: [ancestor('opacity(0.1)'), ancestor('opacity(0.2)')],
        above: [],
        background: WHITE,
      }),
    ).toBeCloseTo(0.02);
    expect(filterOpacity(onHtml('url(#x)'))).toBe(1);
  });
});
