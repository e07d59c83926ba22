import { useSyncExternalStore } from 'react';
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
