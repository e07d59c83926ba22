import { defineTranslation } from '../../define';
import type { carouselMessages } from '../carousel';

export const carouselMessagesEnUS = defineTranslation<typeof carouselMessages>({
  'carousel.title': 'Carousel',
  'carousel.label': 'Slide show',
  'carousel.roleDescription': 'carousel',
  'carousel.slideRoleDescription': 'slide',
  'carousel.slideLabel': '{index} of {count}',
  'carousel.position': '{index} / {count}',
  'carousel.empty': 'No images',
  'carousel.dots': 'Choose a slide',
  'carousel.goTo': 'Go to slide {index}',
  'carousel.prev': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.stop': 'Stop automatic slide show',
  'carousel.play': 'Start automatic slide show',
});
