export {
  carouselRegionHandlers,
  useCarousel,
  usePrefersReducedMotion,
  type CarouselRegionHandlers,
  type CarouselSkinProps,
  type UseCarouselProps,
} from './use-carousel';
