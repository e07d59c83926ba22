import { useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import {
  carouselMachine,
  carouselTexts,
  connectCarousel,
  type CarouselOptions,
  type CarouselSlide,
  type CarouselView,
} from '../../carousel';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

export interface UseCarouselProps extends CarouselOptions {
  slides: readonly CarouselSlide[];
  /** The slide shown first. */
  defaultIndex?: number;
  /** The slide that now shows (by autoplay, arrows, dots, keys or a swipe). */
  onChange?: (index: number) => void;
}

/** Props both skins' `Carousel` take. */
export type CarouselSkinProps = Omit<UseCarouselProps, 'platform'>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : null;
const subscribeMotion = (onChange: () => void) => {
  const query = motionQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};

/** The reader's `prefers-reduced-motion`, followed live (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

/** A carousel's view model over core's carousel machine. */
export function useCarousel({ slides, defaultIndex, onChange, ...options }: UseCarouselProps): CarouselView {
  const prefersReduced = usePrefersReducedMotion();
  const reducedMotion = options.reducedMotion ?? prefersReduced;
  const host = useMachineActor(carouselMachine, {
    input: { ...options, reducedMotion, slides, defaultIndex },
  });
  useActorEvent(host, 'change', (event) => onChange?.(event.index));
  useSyncToActor(host, slides, (synced) => ({ type: 'SLIDES.SYNC' as const, slides: synced }));
  const { platform, autoplay, interval, loop, dots, arrows, lazy } = options;
  useSyncToActor(
    host,
    { platform, autoplay, interval, loop, dots, arrows, lazy, reducedMotion },
    (rules) => ({
      type: 'CONFIGURE' as const,
      options: rules,
    }),
  );
  return useActorView(host, { platform, messages: carouselTexts }, connectCarousel);
}

/** The keyboard and focus handlers of a carousel's region, the same in both skins. */
export interface CarouselRegionHandlers {
  onKeyDown(event: KeyboardEvent): void;
  onFocus(): void;
  onBlur(event: FocusEvent): void;
}

/**
 * Wires a carousel's region: keys move it (when the view takes the key, the page does not scroll),
 * focus inside holds autoplay, and focus leaving the region (not moving within it) resumes it.
 */
export function carouselRegionHandlers(carousel: CarouselView): CarouselRegionHandlers {
  return {
    onKeyDown: (event) => {
      if (carousel.key(event.key)) event.preventDefault();
    },
    onFocus: () => carousel.pause('focus'),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.resume('focus');
    },
  };
}
