export {
  useCarousel,
  usePrefersReducedMotion,
  type CarouselSkinProps,
  type UseCarouselProps,
} from './use-carousel';
