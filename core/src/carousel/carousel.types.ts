import type { Platform } from '../shared/platform';

/** One slide of a carousel: an image with its text alternative and an optional caption. */
export interface CarouselSlide {
  /** Stable key (defaults to the slide's position). */
  key?: string;
  /** The image's address: http(s), same-origin, `blob:` or a base64 `data:` image (others are dropped). */
  image: string;
  /** Text alternative of the image, read out by screen readers. */
  alt: string;
  /** Text shown over the bottom of the slide. */
  caption?: string;
}

/** How a carousel is set up. */
export interface CarouselOptions {
  platform: Platform;
  /** Advance by itself (default on); never under `prefers-reduced-motion`. */
  autoplay?: boolean;
  /** Milliseconds a slide stays before the next (default 5000, at least 2000). */
  interval?: number;
  /** After the last slide comes the first (default on). */
  loop?: boolean;
  /** Show the slide dots (default on). */
  dots?: boolean;
  /** Show the previous/next arrows (default on desktop, off on mobile where slides are swiped). */
  arrows?: boolean;
  /** Load an image only when its slide is current or next to it (default on). */
  lazy?: boolean;
  /** The reader asked for reduced motion: no autoplay and no sliding animation. */
  reducedMotion?: boolean;
}

/** The rules a carousel follows once its options are read. */
export interface CarouselRules {
  autoplay: boolean;
  interval: number;
  loop: boolean;
  dots: boolean;
  arrows: boolean;
  lazy: boolean;
  reducedMotion: boolean;
  /** Slides may be swiped (touch) on this platform. */
  swipe: boolean;
}

/** Why autoplay holds: the pointer is over it, focus is in it, or the reader stopped it. */
export type CarouselPauseReason = 'hover' | 'focus' | 'user';

/** What the last move was, so a looping track slides the short way round. */
export type CarouselMove = 'next' | 'prev' | 'jump' | 'none';
