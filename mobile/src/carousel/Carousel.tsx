import { carouselRegionHandlers, useCarousel, type CarouselSkinProps } from '@suite-ui/core/react';
import { Button, ErrorBlock, Swiper, type SwiperRef } from 'antd-mobile';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';
import './carousel.css';

export type CarouselProps = CarouselSkinProps;

/**
 * Carousel over antd-mobile's `Swiper`: swiped by touch; core decides the slide, autoplay (held
 * while touched or focused, off under reduced motion) and which images load.
 */
export function Carousel(props: CarouselProps) {
  const carousel = useCarousel({ ...props, platform: 'mobile' });
  const track = useRef<SwiperRef>(null);
  const shown = useRef(carousel.index);

  // the track follows core's index (a swipe has already put it there)
  useEffect(() => {
    if (shown.current === carousel.index) return;
    shown.current = carousel.index;
    if (carousel.animate) track.current?.swipeTo(carousel.index);
  }, [carousel.index, carousel.animate]);

  if (carousel.empty)
    return <ErrorBlock status="empty" title={carousel.emptyText} description="" data-testid="carousel" />;

  const region = carouselRegionHandlers(carousel);

  return (
    <section
      className="suite-carousel"
      data-testid="carousel"
      data-playing={carousel.autoplay.playing}
      aria-roledescription={carousel.roleDescription}
      aria-label={carousel.label}
      onTouchStart={() => carousel.pause('hover')}
      onTouchEnd={() => carousel.resume('hover')}
      onFocus={region.onFocus}
      onBlur={region.onBlur}
      onKeyDown={region.onKeyDown}
    >
      <div className="suite-carousel-viewport" tabIndex={0} data-testid="carousel-viewport">
        <Swiper
          // under reduced motion the track jumps: a new one opens at the slide
          key={carousel.animate ? 'track' : `still-${carousel.index}`}
          ref={track}
          defaultIndex={carousel.index}
          loop={carousel.count > 1}
          autoplay={false}
          allowTouchMove={carousel.swipe}
          indicator={false}
          onIndexChange={carousel.settle}
        >
          {carousel.slides.map((slide) => (
            <Swiper.Item key={slide.key}>
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
            </Swiper.Item>
          ))}
        </Swiper>
      </div>
      {carousel.arrows.visible && (
        <div className="suite-carousel-arrows">
          <Button
            size="mini"
            shape="rounded"
            aria-label={carousel.arrows.prev.label}
            disabled={carousel.arrows.prev.disabled}
            onClick={carousel.arrows.prev.press}
            data-testid="carousel-prev"
          >
            <LeftOutline />
          </Button>
          <Button
            size="mini"
            shape="rounded"
            aria-label={carousel.arrows.next.label}
            disabled={carousel.arrows.next.disabled}
            onClick={carousel.arrows.next.press}
            data-testid="carousel-next"
          >
            <RightOutline />
          </Button>
        </div>
      )}
      <div className="suite-carousel-bar">
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
        {carousel.autoplay.toggle.visible && (
          <Button
            size="mini"
            fill="none"
            className="suite-carousel-toggle"
            data-testid="carousel-toggle"
            aria-pressed={carousel.autoplay.toggle.stopped}
            onClick={carousel.autoplay.toggle.press}
          >
            {carousel.autoplay.toggle.label}
          </Button>
        )}
      </div>
      <span className={VISUALLY_HIDDEN} aria-live={carousel.live} aria-atomic data-testid="carousel-position">
        {carousel.position}
      </span>
    </section>
  );
}
