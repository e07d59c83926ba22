import type { ChartInstance, ChartModules, ChartOption } from '@suite-ui/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Chart } from './Chart';

// echarts is replaced by a runtime with a grid 100 px wide from x = 50, 10 px per category
const drawn: ChartOption[] = [];
const loaded: ChartModules[] = [];
jest.mock('@suite-ui/core/echarts', () => ({
  loadEcharts: async (modules: ChartModules) => {
    loaded.push(modules);
    return {
      init: (): ChartInstance => ({
        setOption: (option) => void drawn.push(option),
        resize: () => undefined,
        clear: () => undefined,
        dispose: () => undefined,
        getDataURL: () => 'data:image/png;base64,AA',
        containPixel: (_finder, [x, y]) => x >= 50 && x <= 150 && y >= 20 && y <= 200,
        convertFromPixel: (_finder, [x, y]) => [(x - 55) / 10, y],
        convertToPixel: (_finder, [index]) => [55 + index * 10, 0],
      }),
    };
  },
}));

// jsdom has no PointerEvent: a mouse event with a pointer type
class FakePointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

class NoResizeObserver {
  observe() {}
  disconnect() {}
}
beforeAll(() => {
  (globalThis as Record<string, unknown>).ResizeObserver = NoResizeObserver;
  (globalThis as Record<string, unknown>).PointerEvent = FakePointerEvent;
});
beforeEach(() => {
  drawn.length = 0;
  loaded.length = 0;
});

const option: ChartOption = {
  legend: {},
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: ['Mon', 'Tue', 'Wed'] },
  yAxis: { type: 'value' },
  series: [
    { type: 'line', name: 'Visits', data: [1200, 1320, 1010] },
    { type: 'bar', name: 'Orders', data: [10, 20, 30] },
  ],
};

const lastSeries = () => (drawn.at(-1)?.series as { name: string }[]).map((s) => s.name);

describe('mobile Chart under StrictMode', () => {
  it('draws the legend as toggle buttons and hides a series without echarts legend', async () => {
    render(
      <StrictMode>
        <Chart option={option} data-testid="combo" />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByTestId('combo')).toHaveAttribute('data-status', 'ready'));
    expect(loaded.at(-1)?.components).toEqual(['AriaComponent', 'GridSimpleComponent']);
    const orders = screen.getByRole('button', { name: 'Orders' });
    expect(screen.getByRole('group', { name: '图例' })).toContainElement(orders);
    fireEvent.click(orders);
    expect(orders).toHaveAttribute('aria-pressed', 'false');
    expect(lastSeries()).toEqual(['Visits']);
  });

  it('opens the axis tooltip on a tap, keeps it when the finger lifts, closes it on a tap off the grid or the chart', async () => {
    render(<Chart option={option} data-testid="combo" />, { wrapper: StrictMode });
    await waitFor(() => expect(screen.getByTestId('combo')).toHaveAttribute('data-status', 'ready'));
    const area = screen.getByTestId('combo-drawing').parentElement as HTMLElement;
    fireEvent.pointerDown(area, { clientX: 56, clientY: 100, pointerType: 'touch' });
    expect(screen.getByTestId('combo-tooltip')).toHaveTextContent('Mon');
    expect(screen.getByTestId('combo-tooltip')).toHaveTextContent('Visits1,200');
    fireEvent.pointerLeave(area, { pointerType: 'touch' });
    // a finger sliding scrolls the page: the tooltip stays where it was tapped
    fireEvent.pointerMove(area, { clientX: 76, clientY: 100, pointerType: 'touch' });
    expect(screen.getByTestId('combo-tooltip')).toHaveTextContent('Mon');
    fireEvent.pointerDown(area, { clientX: 76, clientY: 100, pointerType: 'touch' });
    expect(screen.getByTestId('combo-tooltip')).toHaveTextContent('Wed');
    fireEvent.pointerDown(area, { clientX: 5, clientY: 100, pointerType: 'touch' });
    expect(screen.queryByTestId('combo-tooltip')).toBeNull();
    fireEvent.pointerDown(area, { clientX: 56, clientY: 100, pointerType: 'touch' });
    expect(screen.getByTestId('combo-tooltip')).toHaveTextContent('Mon');
    fireEvent.pointerDown(document.body, { clientX: 5, clientY: 500, pointerType: 'touch' });
    expect(screen.queryByTestId('combo-tooltip')).toBeNull();
  });
});
