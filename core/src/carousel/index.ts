// Carousel (spec 1 widget list): slides with autoplay that holds on hover and focus, dots, arrows,
// keys, swipe on mobile, lazy images and reduced motion, as one view model both skins render.
export type {
  CarouselMove,
  CarouselOptions,
  CarouselPauseReason,
  CarouselRules,
  CarouselSlide,
} from './carousel.types';
export { CAROUSEL_INTERVAL, CAROUSEL_MIN_INTERVAL, carouselRules } from './carousel.logic';
export { carouselMachine, type CarouselInput, type CarouselMachine } from './carousel.machine';
export {
  connectCarousel,
  type CarouselArrowView,
  type CarouselDotView,
  type CarouselSlideView,
  type CarouselView,
} from './carousel.connect';
export { carouselTexts } from './messages';
