import { carouselRegionHandlers, useCarousel, type CarouselSkinProps } from '@suite-ui/core/react';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Carousel as AntdCarousel, Empty } from 'antd';
import type { CarouselRef } from 'antd/es/carousel';
import { useEffect, useRef } from 'react';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';
import './carousel.css';

export type CarouselProps = CarouselSkinProps;

/**
 * Carousel over antd's `Carousel`: core decides the slide, autoplay (held on hover and focus, off
 * under reduced motion) and which images load; antd only slides the track.
 */
export function Carousel(props: CarouselProps) {
  const carousel = useCarousel({ ...props, platform: 'desktop' });
  const track = useRef<CarouselRef>(null);
  const shown = useRef(carousel.index);

  // the track follows core's index: the short way round for a step, straight there for a jump
  useEffect(() => {
    if (shown.current === carousel.index) return;
    shown.current = carousel.index;
    if (!carousel.animate || carousel.move === 'jump') track.current?.goTo(carousel.index, !carousel.animate);
    else if (carousel.move === 'next') track.current?.next();
    else if (carousel.move === 'prev') track.current?.prev();
  }, [carousel.index, carousel.move, carousel.animate]);

  if (carousel.empty) return <Empty description={carousel.emptyText} data-testid="carousel" />;

  const region = carouselRegionHandlers(carousel);

  return (
    <section
      className="suite-carousel"
      data-testid="carousel"
      data-playing={carousel.autoplay.playing}
      aria-roledescription={carousel.roleDescription}
      aria-label={carousel.label}
      onMouseEnter={() => carousel.pause('hover')}
      onMouseLeave={() => carousel.resume('hover')}
      onFocus={region.onFocus}
      onBlur={region.onBlur}
      onKeyDown={region.onKeyDown}
    >
      {carousel.autoplay.toggle.visible && (
        <Button
          className="suite-carousel-toggle"
          data-testid="carousel-toggle"
          shape="circle"
          size="small"
          icon={carousel.autoplay.toggle.stopped ? <CaretRightOutlined /> : <PauseOutlined />}
          aria-label={carousel.autoplay.toggle.label}
          title={carousel.autoplay.toggle.label}
          onClick={carousel.autoplay.toggle.press}
        />
      )}
      <div className="suite-carousel-viewport" tabIndex={0} data-testid="carousel-viewport">
        <AntdCarousel
          ref={track}
          dots={false}
          autoplay={false}
          infinite={carousel.slides.length > 1}
          initialSlide={carousel.index}
          speed={carousel.animate ? 500 : 0}
          waitForAnimate={false}
          // keys, arrows and dots go through core; the mouse does not drag slides on desktop
          accessibility={false}
          swipe={false}
          draggable={false}
        >
          {carousel.slides.map((slide) => (
            <div key={slide.key}>
              <div
                className="suite-carousel-slide"
                role="group"
                aria-roledescription={carousel.slideRoleDescription}
                aria-label={slide.label}
                aria-hidden={!slide.current}
                data-testid="carousel-slide"
                data-current={slide.current}
              >
                {slide.src ? (
                  <img src={slide.src} alt={slide.alt} draggable={false} />
                ) : (
                  <span className="suite-carousel-placeholder" />
                )}
                {slide.caption && <span className="suite-carousel-caption">{slide.caption}</span>}
              </div>
            </div>
          ))}
        </AntdCarousel>
      </div>
      {carousel.arrows.visible && (
        <>
          <Button
            className="suite-carousel-arrow suite-carousel-prev"
            data-testid="carousel-prev"
            shape="circle"
            icon={<LeftOutlined />}
            aria-label={carousel.arrows.prev.label}
            disabled={carousel.arrows.prev.disabled}
            onClick={carousel.arrows.prev.press}
          />
          <Button
            className="suite-carousel-arrow suite-carousel-next"
            data-testid="carousel-next"
            shape="circle"
            icon={<RightOutlined />}
            aria-label={carousel.arrows.next.label}
            disabled={carousel.arrows.next.disabled}
            onClick={carousel.arrows.next.press}
          />
        </>
      )}
      {carousel.dots.visible && (
        <div className="suite-carousel-dots" role="group" aria-label={carousel.dots.label}>
          {carousel.dots.items.map((dot) => (
            <button
              key={dot.index}
              type="button"
              className="suite-carousel-dot"
              data-testid="carousel-dot"
              aria-label={dot.label}
              aria-current={dot.current || undefined}
              onClick={dot.select}
            />
          ))}
        </div>
      )}
      <span className={VISUALLY_HIDDEN} aria-live={carousel.live} aria-atomic data-testid="carousel-position">
        {carousel.position}
      </span>
    </section>
  );
}
