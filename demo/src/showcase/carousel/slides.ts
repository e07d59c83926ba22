import type { CarouselSlide } from '@suite-ui/core/carousel';
import type { useT } from '@suite-ui/core/react';

// Images served by the demo itself (demo/public/carousel): no network beyond the page's origin.
const SCENES = ['hills', 'lake', 'city', 'desert', 'night'] as const;

/** The demo's slides, texts in the reader's language. */
export function demoSlides(t: ReturnType<typeof useT>): CarouselSlide[] {
  return SCENES.map((scene, i) => ({
    key: scene,
    image: `/carousel/slide-${i + 1}.svg`,
    alt: t(`carousel.demo.${scene}Alt`),
    caption: t(`carousel.demo.${scene}`),
  }));
}
