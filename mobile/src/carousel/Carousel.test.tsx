import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Carousel } from './Carousel';

const slides = [1, 2, 3, 4].map((n) => ({ image: `/carousel/slide-${n}.svg`, alt: `Slide ${n}` }));

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>
        <Carousel slides={slides} interval={3000} {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('mobile Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    act(() => setLocale('zh_CN'));
  });

  it('autoplays, holds while touched, and shows dots but no arrows', () => {
    const onChange = jest.fn();
    renderCarousel({ onChange });
    expect(screen.queryByTestId('carousel-next')).toBeNull();
    expect(screen.getAllByTestId('carousel-dot')).toHaveLength(4);
    act(() => jest.advanceTimersByTime(3000));
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.touchStart(screen.getByTestId('carousel'));
    act(() => jest.advanceTimersByTime(9000));
    expect(onChange.mock.calls).toEqual([[1]]);
  });

  it('goes to a slide from its dot and the keys, in the locale', () => {
    const onChange = jest.fn();
    renderCarousel({ autoplay: false, onChange });
    act(() => setLocale('en_US'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(screen.getByTestId('carousel-viewport'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    const current = screen.getAllByTestId('carousel-slide').filter((el) => el.dataset.current === 'true');
    expect(current.map((el) => el.getAttribute('aria-label'))).toContain('4 of 4');
  });
});
