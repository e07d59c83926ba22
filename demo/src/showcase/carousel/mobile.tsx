import { Carousel } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useT } from '@suite-ui/core/react';
import { demoSlides } from './slides';

export default function CarouselMobileShowcase() {
  const t = useT();
  const slides = demoSlides(t);
  return (
    <List header={t('carousel.title')} data-testid="showcase-carousel">
      <List.Item description={t('carousel.demo.hint')}>
        <Carousel slides={slides} />
      </List.Item>
      <List.Item description={t('carousel.demo.manual')}>
        <Carousel slides={slides} autoplay={false} loop={false} />
      </List.Item>
    </List>
  );
}
