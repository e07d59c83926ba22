/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { parseWatermarkListConfig, setLocale } from '../../index';
import { installFakeCanvas, installFakeLayout, tileText } from '../../dom/watermark/test-support';
import { usePageWatermark, WatermarkContainer, type UseWatermarkOptions } from '.';

const CONFIG = { wmUse: '1', wmText: '{userName} {jobNum}' };
const USER = { userName: 'Ann', jobNum: 'E7' };

let restore: (() => void)[] = [];
let errors: jest.SpyInstance;

beforeAll(() => setLocale('en_US'));
beforeEach(() => {
  jest.useFakeTimers();
  restore = [installFakeLayout(), installFakeCanvas()];
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  restore.forEach((undo) => undo());
  errors.mockRestore();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
const pageLayer = () => document.querySelector<HTMLElement>('[data-suite-watermark="page"]');
const localLayer = () => document.querySelector<HTMLElement>('[data-suite-watermark="local"]');
const cleared = () => document.querySelector('[data-testid="watermark-cleared"]') !== null;

function PageWatermark(props: Partial<UseWatermarkOptions>) {
  const view = usePageWatermark({ config: CONFIG, platform: 'desktop', user: USER, ...props });
  return <output data-testid="page-status">{view?.status ?? 'starting'}</output>;
}

/** A page that keeps re-rendering the content inside and around a local watermark. */
function BusyPage({ tick }: { tick: number }) {
  const [items] = useState(() => Array.from({ length: 20 }, (_, i) => i));
  return (
    <div className={`page tick-${tick}`}>
      {tick % 2 === 0 && <aside>sibling {tick}</aside>}
      <WatermarkContainer
        config={{ ...CONFIG }}
        platform="desktop"
        user={{ ...USER }}
        style={{ minHeight: tick }}
      >
        {/* switching between elements and bare text makes React reset textContent of the parent */}
        {tick % 3 === 0
          ? `plain text ${tick}`
          : items.filter((i) => (i + tick) % 2).map((i) => <p key={i}>row {i}</p>)}
      </WatermarkContainer>
      <PageWatermark />
    </div>
  );
}

describe('watermark hooks: React re-rendering never counts as tampering', () => {
  it('keeps the same layers through many re-renders of children, siblings and equal props', async () => {
    const { rerender } = render(
      <StrictMode>
        <BusyPage tick={0} />
      </StrictMode>,
    );
    await settle();
    const local = localLayer();
    const page = pageLayer();
    expect(local).not.toBeNull();
    expect(page?.style.getPropertyValue('z-index')).toBe('949');
    for (let tick = 1; tick <= 30; tick++) {
      rerender(
        <StrictMode>
          <BusyPage tick={tick} />
        </StrictMode>,
      );
      await settle();
    }
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(cleared()).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    // equal props do not re-mount the layers
    expect(localLayer()).toBe(local);
    expect(pageLayer()).toBe(page);
    expect(tileText(local)).toContain('Ann E7');
  });

  it('unmounting a local watermark removes it quietly and lifts the page one back to 9999', async () => {
    const { rerender } = render(
      <>
        <PageWatermark />
        <WatermarkContainer config={CONFIG} platform="desktop" user={USER}>
          content
        </WatermarkContainer>
      </>,
    );
    await settle();
    expect(pageLayer()?.style.getPropertyValue('z-index')).toBe('949');
    rerender(<PageWatermark />);
    await settle();
    expect(localLayer()).toBeNull();
    expect(pageLayer()?.style.getPropertyValue('z-index')).toBe('9999');
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(cleared()).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it('re-draws for another user', async () => {
    const { rerender } = render(<PageWatermark user={{ userName: 'Ann' }} />);
    await settle();
    expect(tileText(pageLayer())).toMatch(/^Ann/);
    rerender(<PageWatermark user={{ userName: 'Bob' }} />);
    await settle();
    expect(tileText(pageLayer())).toMatch(/^Bob/);
    expect(cleared()).toBe(false);
  });
});

describe('usePageWatermark', () => {
  it('follows the path the host gives and hides on a blacklisted one within 200 ms', async () => {
    const lists = parseWatermarkListConfig({ pagePageList: 'blacklist', pagePageBlacklist: ['/doc'] });
    const props = { config: { ...CONFIG, blacklist: '1' }, fetchListConfig: () => Promise.resolve(lists) };
    const { rerender, getByTestId } = render(<PageWatermark {...props} audience={{ path: '/crm' }} />);
    await settle();
    expect(getByTestId('page-status').textContent).toBe('shown');
    rerender(<PageWatermark {...props} audience={{ path: '/doc/1' }} />);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(getByTestId('page-status').textContent).toBe('hidden');
    expect(pageLayer()).toBeNull();
    expect(cleared()).toBe(false);
  });

  it('clears the page when its layer is removed, and keeps it with the disabling flag', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(<PageWatermark disableTamperClear />);
    await settle();
    act(() => pageLayer()?.remove());
    await settle();
    expect(cleared()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    unmount();
    warn.mockRestore();

    errors.mockImplementation(() => {});
    render(<PageWatermark />);
    await settle();
    act(() => pageLayer()?.remove());
    await settle();
    expect(cleared()).toBe(true);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('(layer-removed)'));
  });
});
