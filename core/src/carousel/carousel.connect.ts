import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { canAutoplay, carouselKeyIntent, stepIndex } from './carousel.logic';
import type { CarouselEvent, CarouselMachine } from './carousel.machine';
import type { CarouselMove, CarouselPauseReason } from './carousel.types';

/** One slide as a skin shows it. */
export interface CarouselSlideView {
  key: string;
  index: number;
  /** The image address once the slide is current or next to it (lazy loading); undefined before. */
  src: string | undefined;
  alt: string;
  caption: string | undefined;
  current: boolean;
  /** The slide's accessible name, e.g. "2 of 5" (role group, `roleDescription` slide). */
  label: string;
}

/** A dot that shows one slide. */
export interface CarouselDotView {
  index: number;
  /** "Go to slide 3". */
  label: string;
  current: boolean;
  select(): void;
}

/** The previous or next arrow. */
export interface CarouselArrowView {
  label: string;
  /** At an end without loop. */
  disabled: boolean;
  press(): void;
}

/** What a skin shows for a carousel, and what it may do. */
export interface CarouselView {
  /** The region's name. */
  label: string;
  /** `aria-roledescription` of the region ("carousel") and of each slide ("slide"). */
  roleDescription: string;
  slideRoleDescription: string;
  slides: CarouselSlideView[];
  index: number;
  count: number;
  /** "2 / 5", shown and announced when the slide changes while not rotating by itself. */
  position: string;
  /** No slide to show, and the text that says so. */
  empty: boolean;
  emptyText: string;
  /** The last move, so a looping track slides the short way (next/prev) or jumps. */
  move: CarouselMove;
  /** Slides animate; off under reduced motion. */
  animate: boolean;
  /** The track may be swiped (mobile). */
  swipe: boolean;
  /** Milliseconds a slide stays while autoplay runs. */
  interval: number;
  /** `aria-live` of the slides: off while rotating by itself (it would talk over the reader). */
  live: 'off' | 'polite';
  dots: { visible: boolean; label: string; items: CarouselDotView[] };
  arrows: { visible: boolean; prev: CarouselArrowView; next: CarouselArrowView };
  autoplay: {
    /** Autoplay can run here: asked for, motion allowed, more than one slide. */
    available: boolean;
    /** The slides are moving by themselves right now. */
    playing: boolean;
    /** What holds it (hover, focus, the reader's stop). */
    pausedBy: CarouselPauseReason[];
    /** The rotation button: shown when autoplay is available, "stop" while the reader has not stopped it. */
    toggle: { visible: boolean; label: string; stopped: boolean; press(): void };
  };
  next(): void;
  prev(): void;
  goTo(index: number): void;
  /** Handles a key pressed in the carousel; true when it was used (the skin prevents its default). */
  key(key: string): boolean;
  /** Holds autoplay (pointer over it: hover; focus inside: focus). */
  pause(reason: 'hover' | 'focus'): void;
  resume(reason: 'hover' | 'focus'): void;
  /** The track settled on `index` by itself (a swipe or drag). */
  settle(index: number): void;
}

export function connectCarousel(
  snapshot: SnapshotFrom<CarouselMachine>,
  send: (event: CarouselEvent) => void,
  env: ConnectEnv,
): CarouselView {
  const { rules, slides, index, pausedBy, loaded, move } = snapshot.context;
  const count = slides.length;
  const playing = snapshot.matches('playing');
  const available = rules.autoplay && !rules.reducedMotion && count > 1;
  const stopped = pausedBy.includes('user');
  const atStart = !rules.loop && index === 0;
  const atEnd = !rules.loop && index >= count - 1;
  const load = (i: number) => !rules.lazy || loaded.includes(i);
  const step = (delta: number) => stepIndex(index, delta, count, rules.loop);
  return {
    label: env.t('carousel.label'),
    roleDescription: env.t('carousel.roleDescription'),
    slideRoleDescription: env.t('carousel.slideRoleDescription'),
    slides: slides.map((slide, i) => ({
      key: slide.key,
      index: i,
      src: load(i) ? slide.image : undefined,
      alt: slide.alt,
      caption: slide.caption,
      current: i === index,
      label: env.t('carousel.slideLabel', { index: i + 1, count }),
    })),
    index,
    count,
    position: count ? env.t('carousel.position', { index: index + 1, count }) : '',
    empty: count === 0,
    emptyText: env.t('carousel.empty'),
    move,
    animate: !rules.reducedMotion,
    swipe: rules.swipe && count > 1,
    interval: rules.interval,
    live: playing ? 'off' : 'polite',
    dots: {
      visible: rules.dots && count > 1,
      label: env.t('carousel.dots'),
      items: slides.map((_, i) => ({
        index: i,
        label: env.t('carousel.goTo', { index: i + 1 }),
        current: i === index,
        select: () => send({ type: 'SLIDE.GO', index: i }),
      })),
    },
    arrows: {
      visible: rules.arrows && count > 1,
      prev: {
        label: env.t('carousel.prev'),
        disabled: atStart || step(-1) === index,
        press: () => send({ type: 'SLIDE.PREV' }),
      },
      next: {
        label: env.t('carousel.next'),
        disabled: atEnd || step(1) === index,
        press: () => send({ type: 'SLIDE.NEXT' }),
      },
    },
    autoplay: {
      available,
      playing: playing && canAutoplay({ rules, count, index, pausedBy }),
      pausedBy,
      toggle: {
        visible: available,
        label: env.t(stopped ? 'carousel.play' : 'carousel.stop'),
        stopped,
        press: () => send({ type: 'AUTOPLAY.TOGGLE' }),
      },
    },
    next: () => send({ type: 'SLIDE.NEXT' }),
    prev: () => send({ type: 'SLIDE.PREV' }),
    goTo: (i) => send({ type: 'SLIDE.GO', index: i }),
    key: (key) => {
      const intent = carouselKeyIntent(key);
      if (!intent || count < 2) return false;
      const events = {
        prev: { type: 'SLIDE.PREV' },
        next: { type: 'SLIDE.NEXT' },
        first: { type: 'SLIDE.FIRST' },
        last: { type: 'SLIDE.LAST' },
      } as const;
      send(events[intent]);
      return true;
    },
    pause: (reason) => send({ type: 'PAUSE', reason }),
    resume: (reason) => send({ type: 'RESUME', reason }),
    settle: (i) => {
      if (i !== index) send({ type: 'SLIDE.SETTLED', index: i });
    },
  };
}
