import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Carousel } from './Carousel';

const slides = [1, 2, 3, 4, 5].map((n) => ({ image: `/carousel/slide-${n}.svg`, alt: `Slide ${n}` }));
const current = () => screen.getAllByTestId('carousel-slide').find((el) => el.dataset.current === 'true');

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>
        <Carousel slides={slides} interval={3000} {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('desktop Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    act(() => setLocale('zh_CN'));
  });

  it('autoplays, and holds while the pointer is over it', () => {
    const onChange = jest.fn();
    renderCarousel({ onChange });
    expect(current()).toHaveAttribute('aria-label', '第 1 张，共 5 张');
    act(() => jest.advanceTimersByTime(3000));
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    act(() => jest.advanceTimersByTime(9000));
    expect(onChange.mock.calls).toEqual([[1]]);
    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    act(() => jest.advanceTimersByTime(3000));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('moves with the keys, the arrows and the dots, and loads only nearby images', () => {
    const onChange = jest.fn();
    renderCarousel({ autoplay: false, onChange });
    const images = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(new Set(images())).toEqual(new Set(['Slide 1', 'Slide 2', 'Slide 5']));
    fireEvent.keyDown(screen.getByTestId('carousel-viewport'), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.keyDown(screen.getByTestId('carousel-viewport'), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: '转到第 4 张' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: '转到第 4 张' })).toHaveAttribute('aria-current', 'true');
    expect(new Set(images())).toEqual(new Set(['Slide 1', 'Slide 2', 'Slide 3', 'Slide 4', 'Slide 5']));
  });

  it('stops and starts with the rotation button, labelled in the locale', () => {
    const onChange = jest.fn();
    renderCarousel({ onChange });
    act(() => setLocale('en_US'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
