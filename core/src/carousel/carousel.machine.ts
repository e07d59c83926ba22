import { assertEvent, assign, emit, setup } from 'xstate';
import {
  canAutoplay,
  carouselRules,
  carouselSlides,
  clampIndex,
  lazyWindow,
  stepIndex,
} from './carousel.logic';
import type {
  CarouselMove,
  CarouselOptions,
  CarouselPauseReason,
  CarouselRules,
  CarouselSlide,
} from './carousel.types';

export interface CarouselInput extends CarouselOptions {
  slides: readonly CarouselSlide[];
  /** The slide shown first. */
  defaultIndex?: number;
}

export interface CarouselContext {
  rules: CarouselRules;
  slides: (CarouselSlide & { key: string })[];
  index: number;
  move: CarouselMove;
  pausedBy: CarouselPauseReason[];
  /** Slides whose image has been asked for: they stay loaded. */
  loaded: number[];
}

export type CarouselEvent =
  | { type: 'SLIDE.NEXT' }
  | { type: 'SLIDE.PREV' }
  | { type: 'SLIDE.FIRST' }
  | { type: 'SLIDE.LAST' }
  | { type: 'SLIDE.GO'; index: number }
  /** The track settled on `index` by itself (a swipe or drag). */
  | { type: 'SLIDE.SETTLED'; index: number }
  | { type: 'PAUSE'; reason: CarouselPauseReason }
  | { type: 'RESUME'; reason: CarouselPauseReason }
  | { type: 'AUTOPLAY.TOGGLE' }
  | { type: 'CONFIGURE'; options: CarouselOptions }
  | { type: 'SLIDES.SYNC'; slides: readonly CarouselSlide[] };

export type CarouselEmitted = { type: 'change'; index: number };

const count = (context: CarouselContext) => context.slides.length;
const withLoaded = (context: CarouselContext, index: number) =>
  [...new Set([...context.loaded, ...lazyWindow(index, count(context), context.rules.loop)])].sort(
    (a, b) => a - b,
  );
const goingTo = (context: CarouselContext, index: number, move: CarouselMove) => ({
  index,
  move: index === context.index ? ('none' as const) : move,
  loaded: withLoaded(context, index),
});

/**
 * A carousel: which slide shows, autoplay on an interval that holds while the pointer is over it,
 * focus is in it or the reader stopped it (never with reduced motion), and which images have loaded.
 */
export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    emitted: {} as CarouselEmitted,
  },
  guards: {
    canAutoplay: ({ context }) =>
      canAutoplay({
        rules: context.rules,
        count: count(context),
        index: context.index,
        pausedBy: context.pausedBy,
      }),
  },
  delays: {
    INTERVAL: ({ context }) => context.rules.interval,
  },
  actions: {
    goNext: assign(({ context }) =>
      goingTo(context, stepIndex(context.index, 1, count(context), context.rules.loop), 'next'),
    ),
    goPrev: assign(({ context }) =>
      goingTo(context, stepIndex(context.index, -1, count(context), context.rules.loop), 'prev'),
    ),
    goFirst: assign(({ context }) => goingTo(context, 0, 'jump')),
    goLast: assign(({ context }) => goingTo(context, Math.max(0, count(context) - 1), 'jump')),
    goTo: assign(({ context, event }) => {
      assertEvent(event, ['SLIDE.GO', 'SLIDE.SETTLED']);
      return goingTo(context, clampIndex(event.index, count(context)), 'jump');
    }),
    markSettled: assign({ move: 'none' as const }),
    emitChange: emit(({ context }) => ({ type: 'change' as const, index: context.index })),
    addPause: assign(({ context, event }) => {
      assertEvent(event, 'PAUSE');
      return { pausedBy: [...new Set([...context.pausedBy, event.reason])] };
    }),
    removePause: assign(({ context, event }) => {
      assertEvent(event, 'RESUME');
      return { pausedBy: context.pausedBy.filter((reason) => reason !== event.reason) };
    }),
    // the rotation button: stops for good, or starts again over any hover or focus hold
    togglePlay: assign(({ context }) => ({
      pausedBy: context.pausedBy.includes('user') ? [] : [...context.pausedBy, 'user' as const],
    })),
    assignRules: assign(({ context, event }) => {
      assertEvent(event, 'CONFIGURE');
      const rules = carouselRules(event.options);
      return { rules, loaded: withLoaded({ ...context, rules }, context.index) };
    }),
    assignSlides: assign(({ context, event }) => {
      assertEvent(event, 'SLIDES.SYNC');
      const slides = carouselSlides(event.slides);
      const next = { ...context, slides, loaded: [] };
      const index = clampIndex(context.index, slides.length);
      return { slides, index, move: 'jump' as const, loaded: withLoaded(next, index) };
    }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => {
    const rules = carouselRules(input);
    const slides = carouselSlides(input.slides);
    const index = clampIndex(input.defaultIndex ?? 0, slides.length);
    const base = { rules, slides, index, move: 'none' as const, pausedBy: [], loaded: [] };
    return { ...base, loaded: withLoaded(base, index) };
  },
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'canAutoplay', target: 'playing' }, { target: 'still' }] },
    playing: {
      after: { INTERVAL: { target: 'deciding', actions: ['goNext', 'emitChange'] } },
    },
    still: {},
  },
  // every move restarts the interval, so a slide the reader chose stays its full time
  on: {
    'SLIDE.NEXT': { target: '.deciding', actions: ['goNext', 'emitChange'] },
    'SLIDE.PREV': { target: '.deciding', actions: ['goPrev', 'emitChange'] },
    'SLIDE.FIRST': { target: '.deciding', actions: ['goFirst', 'emitChange'] },
    'SLIDE.LAST': { target: '.deciding', actions: ['goLast', 'emitChange'] },
    'SLIDE.GO': { target: '.deciding', actions: ['goTo', 'emitChange'] },
    'SLIDE.SETTLED': { target: '.deciding', actions: ['goTo', 'markSettled', 'emitChange'] },
    PAUSE: { target: '.deciding', actions: 'addPause' },
    RESUME: { target: '.deciding', actions: 'removePause' },
    'AUTOPLAY.TOGGLE': { target: '.deciding', actions: 'togglePlay' },
    CONFIGURE: { target: '.deciding', actions: 'assignRules' },
    'SLIDES.SYNC': { target: '.deciding', actions: 'assignSlides' },
  },
});

export type CarouselMachine = typeof carouselMachine;
