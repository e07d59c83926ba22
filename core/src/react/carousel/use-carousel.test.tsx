/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import { useCarousel } from './use-carousel';

const slides = [1, 2, 3].map((n) => ({ image: `/carousel/slide-${n}.svg`, alt: `Slide ${n}` }));
const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

function mockReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

describe('useCarousel', () => {
  const original = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = original;
    act(() => setLocale('zh_CN'));
  });

  it('autoplays in StrictMode and reports each slide', () => {
    mockReducedMotion(false);
    const onChange = jest.fn();
    const { result } = renderHook(
      () => useCarousel({ platform: 'desktop', slides, interval: 3000, onChange }),
      {
        wrapper,
      },
    );
    expect(result.current.autoplay.playing).toBe(true);
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('follows prefers-reduced-motion: no autoplay, no animation', () => {
    const set = mockReducedMotion(true);
    const { result } = renderHook(() => useCarousel({ platform: 'mobile', slides }), { wrapper });
    expect(result.current).toMatchObject({ animate: false, autoplay: { available: false } });
    act(() => set(false));
    expect(result.current).toMatchObject({ animate: true, autoplay: { available: true, playing: true } });
  });

  it('relabels on a locale switch', () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useCarousel({ platform: 'desktop', slides }), { wrapper });
    expect(result.current.arrows.next.label).toBe('下一张');
    act(() => setLocale('en_US'));
    expect(result.current.arrows.next.label).toBe('Next slide');
  });
});
