// the media rule image-viewer and image-crop use (the feature's index would register its texts)
import { safeMediaUrl } from '../shared/url-safety';
import type { CarouselOptions, CarouselPauseReason, CarouselRules, CarouselSlide } from './carousel.types';

/** Default time a slide stays before autoplay moves on. */
export const CAROUSEL_INTERVAL = 5000;
/** Shortest interval accepted: faster rotation cannot be read (WCAG 2.2.2). */
export const CAROUSEL_MIN_INTERVAL = 2000;

export function carouselRules(options: CarouselOptions): CarouselRules {
  const interval =
    typeof options.interval === 'number' && Number.isFinite(options.interval)
      ? Math.max(CAROUSEL_MIN_INTERVAL, options.interval)
      : CAROUSEL_INTERVAL;
  return {
    autoplay: options.autoplay ?? true,
    interval,
    loop: options.loop ?? true,
    dots: options.dots ?? true,
    arrows: options.arrows ?? options.platform === 'desktop',
    lazy: options.lazy ?? true,
    reducedMotion: options.reducedMotion ?? false,
    swipe: options.platform === 'mobile',
  };
}

/** The slides whose image address is safe to load, each with its key. */
export function carouselSlides(slides: readonly CarouselSlide[]): (CarouselSlide & { key: string })[] {
  return slides.flatMap((slide, index) => {
    const image = safeMediaUrl(slide.image);
    return image ? [{ ...slide, image, key: slide.key ?? String(index) }] : [];
  });
}

/** The index `delta` slides away: wraps round with `loop`, else stops at either end. */
export function stepIndex(index: number, delta: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/** A slide index within 0..count-1 (anything else: the nearest end, or 0). */
export function clampIndex(index: unknown, count: number): number {
  if (typeof index !== 'number' || !Number.isFinite(index) || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(index)));
}

/** What a key does in the carousel (APG carousel and tabs): arrows step, Home and End jump. */
export function carouselKeyIntent(key: string): 'prev' | 'next' | 'first' | 'last' | null {
  switch (key) {
    case 'ArrowLeft':
      return 'prev';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The slides whose image should load: the current one and its neighbours (round the ends with loop). */
export function lazyWindow(index: number, count: number, loop: boolean): number[] {
  if (count <= 0) return [];
  const around = [index - 1, index, index + 1].filter((i) => loop || (i >= 0 && i < count));
  return [...new Set(around.map((i) => stepIndex(i, 0, count, true)))].sort((a, b) => a - b);
}

/** Autoplay may run: asked for, motion allowed, something to move to, and nothing holds it. */
export function canAutoplay(input: {
  rules: CarouselRules;
  count: number;
  index: number;
  pausedBy: readonly CarouselPauseReason[];
}): boolean {
  const { rules, count, index, pausedBy } = input;
  if (!rules.autoplay || rules.reducedMotion || count < 2 || pausedBy.length) return false;
  return rules.loop || index < count - 1;
}
