import { createActor, SimulatedClock } from 'xstate';
import { connectEnv } from '../shared/connect';
import { carouselTexts } from './messages';
import { connectCarousel } from './carousel.connect';
import { carouselMachine, type CarouselInput } from './carousel.machine';

const slides = [1, 2, 3, 4, 5].map((n) => ({ image: `/carousel/slide-${n}.svg`, alt: `Slide ${n}` }));

function start(input: Partial<CarouselInput> = {}, locale: 'zh_CN' | 'en_US' = 'en_US') {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, {
    clock,
    input: { platform: 'desktop', slides, ...input },
  }).start();
  const changes: number[] = [];
  actor.on('change', (event) => changes.push(event.index));
  const view = () =>
    connectCarousel(
      actor.getSnapshot(),
      actor.send,
      connectEnv(carouselTexts, locale, input.platform ?? 'desktop'),
    );
  return { actor, clock, changes, view };
}

describe('carousel machine and view', () => {
  it('advances every interval and reports each slide, looping after the last', () => {
    const { clock, changes, view } = start({ interval: 3000 });
    expect(view().autoplay.playing).toBe(true);
    expect(view().live).toBe('off');
    clock.increment(2999);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
    for (let i = 0; i < 4; i++) clock.increment(3000);
    expect(changes).toEqual([1, 2, 3, 4, 0]);
    expect(view().move).toBe('next');
  });

  it('holds while hovered or focused, and only resumes when both have left', () => {
    const { clock, view } = start();
    view().pause('hover');
    view().pause('focus');
    clock.increment(20_000);
    expect(view().index).toBe(0);
    expect(view().autoplay).toMatchObject({ playing: false, pausedBy: ['hover', 'focus'] });
    expect(view().live).toBe('polite');
    view().resume('hover');
    clock.increment(20_000);
    expect(view().index).toBe(0);
    view().resume('focus');
    clock.increment(5000);
    expect(view().index).toBe(1);
  });

  it('the rotation button stops for good, and starts again over a hover hold', () => {
    const { clock, view } = start();
    expect(view().autoplay.toggle).toMatchObject({ visible: true, label: 'Stop automatic slide show' });
    view().autoplay.toggle.press();
    view().resume('hover');
    clock.increment(20_000);
    expect(view().index).toBe(0);
    expect(view().autoplay.toggle).toMatchObject({ stopped: true, label: 'Start automatic slide show' });
    view().pause('hover');
    view().autoplay.toggle.press();
    clock.increment(5000);
    expect(view().index).toBe(1);
  });

  it('a move restarts the interval: a chosen slide stays its full time', () => {
    const { clock, view } = start();
    clock.increment(4000);
    view().dots.items[3]!.select();
    clock.increment(4000);
    expect(view().index).toBe(3);
    clock.increment(1000);
    expect(view().index).toBe(4);
  });

  it('never plays or animates under reduced motion', () => {
    const { clock, view } = start({ reducedMotion: true });
    clock.increment(60_000);
    expect(view().index).toBe(0);
    expect(view()).toMatchObject({ animate: false, live: 'polite' });
    expect(view().autoplay).toMatchObject({ available: false, playing: false, toggle: { visible: false } });
  });

  it.each([
    ['ArrowRight', 1],
    ['ArrowLeft', 4],
    ['End', 4],
    ['Home', 0],
  ])('key %s moves to slide %p', (key, index) => {
    const { view, changes } = start({ autoplay: false });
    expect(view().key(key)).toBe(true);
    expect(view().index).toBe(index);
    expect(changes).toEqual([index]);
  });

  it('ignores other keys', () => {
    const { view } = start();
    expect(view().key('Enter')).toBe(false);
    expect(view().index).toBe(0);
  });

  it('without loop, stops at the ends and disables the arrow there', () => {
    const { view, clock } = start({ loop: false, interval: 2000 });
    expect(view().arrows.prev.disabled).toBe(true);
    for (let i = 0; i < 4; i++) clock.increment(2000);
    expect(view().index).toBe(4);
    expect(view().arrows.next.disabled).toBe(true);
    expect(view().autoplay.playing).toBe(false);
    clock.increment(8000);
    expect(view().index).toBe(4);
  });

  it('loads only the current image and its neighbours, and keeps what has loaded', () => {
    const { view } = start({ autoplay: false });
    const loaded = () =>
      view()
        .slides.filter((s) => s.src)
        .map((s) => s.index);
    expect(loaded()).toEqual([0, 1, 4]);
    view().next();
    expect(loaded()).toEqual([0, 1, 2, 4]);
    const off = start({ autoplay: false, lazy: false }).view();
    expect(off.slides.every((s) => s.src)).toBe(true);
  });

  it('a swipe that settled elsewhere becomes the current slide, with no move to replay', () => {
    const { view, changes } = start({ platform: 'mobile' });
    view().settle(2);
    expect(view()).toMatchObject({ index: 2, move: 'none', swipe: true });
    expect(view().arrows.visible).toBe(false);
    expect(changes).toEqual([2]);
  });

  it('labels slides, dots and arrows in the locale', () => {
    const zh = start({}, 'zh_CN').view();
    expect(zh.slides[1]!.label).toBe('第 2 张，共 5 张');
    expect(zh.dots.items[2]!.label).toBe('转到第 3 张');
    expect(zh.position).toBe('1 / 5');
    const en = start().view();
    expect(en).toMatchObject({ roleDescription: 'carousel', slideRoleDescription: 'slide' });
    expect(en.arrows.next.label).toBe('Next slide');
    expect(en.slides[0]!.current).toBe(true);
  });

  it('with one slide or none, shows no dots, arrows or rotation', () => {
    const one = start({ slides: slides.slice(0, 1) }).view();
    expect(one).toMatchObject({ count: 1, dots: { visible: false }, arrows: { visible: false } });
    expect(one.autoplay.available).toBe(false);
    const none = start({ slides: [] }).view();
    expect(none).toMatchObject({ empty: true, emptyText: 'No images', position: '' });
  });

  it('keeps its place, within bounds, when the slides change', () => {
    const { actor, view } = start({ defaultIndex: 4 });
    actor.send({ type: 'SLIDES.SYNC', slides: slides.slice(0, 2) });
    expect(view()).toMatchObject({ index: 1, count: 2 });
  });
});
