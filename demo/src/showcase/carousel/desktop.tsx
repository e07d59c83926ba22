import { Carousel } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { useT } from '@suite-ui/core/react';
import { demoSlides } from './slides';

export default function CarouselDesktopShowcase() {
  const t = useT();
  const slides = demoSlides(t);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('carousel.title')} data-testid="showcase-carousel">
        <Typography.Paragraph type="secondary">{t('carousel.demo.hint')}</Typography.Paragraph>
        <Carousel slides={slides} />
      </Card>
      <Card title={t('carousel.demo.manual')} data-testid="showcase-carousel-manual">
        <Carousel slides={slides} autoplay={false} loop={false} />
      </Card>
    </Space>
  );
}
