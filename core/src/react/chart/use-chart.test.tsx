/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { setLocale } from '../../i18n';
import type { ChartInstance, ChartModules, ChartOption, ChartRuntime } from '../../chart';
import { useChart, type UseChartOptions } from './use-chart';

/** A runtime that records what the hook asks of echarts. */
function fakeRuntime() {
  type Live = {
    setOption: jest.Mock;
    clear: jest.Mock;
    dispose: jest.Mock;
    locale: string;
    renderer: string;
  };
  const live: Live[] = [];
  const inits: { renderer: string; locale: string }[] = [];
  const runtime: ChartRuntime = {
    init: (_element, options) => {
      inits.push(options);
      const record: Live = { setOption: jest.fn(), clear: jest.fn(), dispose: jest.fn(), ...options };
      record.dispose.mockImplementation(() => live.splice(live.indexOf(record), 1));
      live.push(record);
      const instance: ChartInstance = {
        setOption: record.setOption,
        resize: jest.fn(),
        clear: record.clear,
        dispose: record.dispose,
        getDataURL: () => 'data:image/png;base64,AAAA',
      };
      return instance;
    },
  };
  const load = jest.fn(async (_modules: ChartModules) => runtime);
  return { load, live, inits };
}

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

function Probe(props: UseChartOptions) {
  const { mount, status, texts } = useChart(props);
  return (
    <div>
      <div ref={mount} data-testid="drawing" />
      <span data-testid="status">{status}</span>
      <span data-testid="empty">{texts.empty}</span>
    </div>
  );
}

const line: ChartOption = {
  xAxis: { type: 'category' },
  yAxis: { type: 'value' },
  series: [{ type: 'line', data: [1] }],
};

beforeAll(() => {
  (globalThis as Record<string, unknown>).ResizeObserver = NoResizeObserver;
});
afterEach(() => act(() => setLocale('zh_CN')));

describe('useChart under StrictMode', () => {
  it('loads the option modules, draws once live, and disposes what it drew', async () => {
    const { load, live, inits } = fakeRuntime();
    const view = render(
      <StrictMode>
        <Probe option={line} platform="desktop" loadRuntime={load} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ series: ['LineChart'], renderer: 'CanvasRenderer' }),
    );
    expect(live).toHaveLength(1);
    expect(inits.at(-1)).toEqual({ renderer: 'canvas', locale: 'ZH' });
    expect(live[0]?.setOption).toHaveBeenCalledWith(expect.objectContaining({ aria: expect.anything() }), {
      notMerge: true,
    });
    const drawn = live[0]!;
    view.unmount();
    expect(live).toHaveLength(0);
    // a drawing still spread over frames is replaced (clear) before the painter goes (dispose)
    expect(drawn.clear.mock.invocationCallOrder[0]).toBeLessThan(drawn.dispose.mock.invocationCallOrder[0]!);
  });

  it('draws again on a new renderer and a locale switch, and shows the empty state', async () => {
    const { load, live, inits } = fakeRuntime();
    const view = render(<Probe option={line} platform="desktop" loadRuntime={load} />, {
      wrapper: StrictMode,
    });
    await waitFor(() => expect(live).toHaveLength(1));
    view.rerender(<Probe option={line} renderer="svg" platform="desktop" loadRuntime={load} />);
    await waitFor(() => expect(inits.at(-1)).toEqual({ renderer: 'svg', locale: 'ZH' }));
    act(() => setLocale('en_US'));
    await waitFor(() => expect(inits.at(-1)).toEqual({ renderer: 'svg', locale: 'EN' }));
    expect(live).toHaveLength(1);
    view.rerender(
      <Probe
        option={{ series: [{ type: 'line', data: [] }] }}
        renderer="svg"
        platform="desktop"
        loadRuntime={load}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('empty'));
    expect(screen.getByTestId('empty').textContent).toBe('No data');
    expect(live).toHaveLength(0);
  });

  it('shows the error state when echarts refuses the option', async () => {
    const { load, live } = fakeRuntime();
    const refusing = async (modules: ChartModules) => {
      const runtime = await load(modules);
      return {
        init: (element: unknown, options: { renderer: 'canvas' | 'svg'; locale: 'ZH' | 'EN' }) => ({
          ...runtime.init(element, options),
          setOption: () => {
            throw new Error('map "nowhere" is not registered');
          },
        }),
      };
    };
    render(<Probe option={line} platform="desktop" loadRuntime={refusing} />, { wrapper: StrictMode });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'));
    expect(live).toHaveLength(0);
  });
});
