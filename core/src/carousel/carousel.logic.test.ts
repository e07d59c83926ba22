import {
  canAutoplay,
  carouselKeyIntent,
  carouselRules,
  carouselSlides,
  clampIndex,
  lazyWindow,
  stepIndex,
} from './carousel.logic';

describe('carouselRules', () => {
  it('defaults: autoplay every 5 s, loop, dots, lazy; arrows on desktop, swipe on mobile', () => {
    expect(carouselRules({ platform: 'desktop' })).toEqual({
      autoplay: true,
      interval: 5000,
      loop: true,
      dots: true,
      arrows: true,
      lazy: true,
      reducedMotion: false,
      swipe: false,
    });
    expect(carouselRules({ platform: 'mobile' })).toMatchObject({ arrows: false, swipe: true });
  });

  it.each([
    [3000, 3000],
    [500, 2000],
    [Number.NaN, 5000],
    [undefined, 5000],
  ])('interval %p is read as %p ms (never faster than 2 s)', (interval, expected) => {
    expect(carouselRules({ platform: 'desktop', interval }).interval).toBe(expected);
  });
});

describe('carouselSlides', () => {
  it('keeps slides with a safe image and gives each a key', () => {
    const slides = carouselSlides([
      { image: '/carousel/1.svg', alt: 'a' },
      // eslint-disable-next-line no-script-url -- the address under test
      { image: 'javascript:alert(1)', alt: 'b' },
      { image: 'data:text/html;base64,PGgxPg==', alt: 'c' },
      { key: 'own', image: 'https://cdn.example.com/4.png', alt: 'd' },
    ]);
    expect(slides.map((s) => [s.key, s.image])).toEqual([
      ['0', '/carousel/1.svg'],
      ['own', 'https://cdn.example.com/4.png'],
    ]);
  });
});

describe('stepIndex and clampIndex', () => {
  it.each([
    [0, 1, 5, true, 1],
    [4, 1, 5, true, 0],
    [0, -1, 5, true, 4],
    [4, 1, 5, false, 4],
    [0, -1, 5, false, 0],
    [2, 1, 0, true, 0],
  ])('from %p by %p of %p (loop %p) is %p', (index, delta, count, loop, expected) => {
    expect(stepIndex(index, delta, count, loop)).toBe(expected);
  });

  it.each([
    [2, 5, 2],
    [9, 5, 4],
    [-3, 5, 0],
    [Number.NaN, 5, 0],
    ['2', 5, 0],
    [1, 0, 0],
  ])('clamps %p among %p slides to %p', (index, count, expected) => {
    expect(clampIndex(index, count)).toBe(expected);
  });
});

describe('carouselKeyIntent', () => {
  it.each([
    ['ArrowLeft', 'prev'],
    ['ArrowRight', 'next'],
    ['Home', 'first'],
    ['End', 'last'],
    ['Enter', null],
    ['ArrowUp', null],
  ])('%s → %p', (key, intent) => {
    expect(carouselKeyIntent(key)).toBe(intent);
  });
});

describe('lazyWindow: only the current image and its neighbours load', () => {
  it.each([
    [0, 5, true, [0, 1, 4]],
    [2, 5, true, [1, 2, 3]],
    [4, 5, true, [0, 3, 4]],
    [0, 5, false, [0, 1]],
    [4, 5, false, [3, 4]],
    [0, 1, true, [0]],
    [0, 2, true, [0, 1]],
    [0, 0, true, []],
  ])('at %p of %p (loop %p): %p', (index, count, loop, expected) => {
    expect(lazyWindow(index, count, loop)).toEqual(expected);
  });
});

describe('canAutoplay', () => {
  const rules = carouselRules({ platform: 'desktop' });
  it.each([
    ['runs by default', {}, true],
    ['not when turned off', { rules: { ...rules, autoplay: false } }, false],
    ['not under reduced motion', { rules: { ...rules, reducedMotion: true } }, false],
    ['not with one slide', { count: 1 }, false],
    ['not while hovered', { pausedBy: ['hover' as const] }, false],
    ['not while focused', { pausedBy: ['focus' as const] }, false],
    ['not once stopped', { pausedBy: ['user' as const] }, false],
    ['not at the last slide without loop', { rules: { ...rules, loop: false }, index: 4 }, false],
    ['before the last slide without loop', { rules: { ...rules, loop: false }, index: 3 }, true],
  ])('%s', (_, change, expected) => {
    expect(canAutoplay({ rules, count: 5, index: 0, pausedBy: [], ...change })).toBe(expected);
  });
});
