// The carousel feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export { canAutoplay, carouselKeyIntent, carouselSlides, lazyWindow, stepIndex } from './carousel.logic';
export { type CarouselContext, type CarouselEmitted, type CarouselEvent } from './carousel.machine';
