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

describe('desktop Chart under StrictMode', () => {
  it('draws the legend as toggle buttons and hides a series without echarts legend', async () => {
    render(
      <StrictMode>
        <Chart option={option} data-testid="combo" />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByTestId('combo')).toHaveAttribute('data-status', 'ready'));
    expect(loaded.flatMap((m) => m.components)).not.toContain('LegendComponent');
    expect(loaded.flatMap((m) => m.components)).not.toContain('TooltipComponent');
    const legend = screen.getByRole('group', { name: '图例' });
    const visits = screen.getByRole('button', { name: 'Visits' });
    expect(legend).toContainElement(visits);
    expect(visits).toHaveAttribute('aria-pressed', 'true');
    expect(lastSeries()).toEqual(['Visits', 'Orders']);
    fireEvent.click(visits);
    expect(visits).toHaveAttribute('aria-pressed', 'false');
    expect(lastSeries()).toEqual(['Orders']);
    fireEvent.click(visits);
    expect(lastSeries()).toEqual(['Visits', 'Orders']);
  });

  it('shows the axis tooltip of the category under the pointer and hides it on leaving', async () => {
    render(<Chart option={option} data-testid="combo" />, { wrapper: StrictMode });
    await waitFor(() => expect(screen.getByTestId('combo')).toHaveAttribute('data-status', 'ready'));
    const area = screen.getByTestId('combo-drawing').parentElement as HTMLElement;
    fireEvent.pointerMove(area, { clientX: 66, clientY: 100, pointerType: 'mouse' });
    const tooltip = screen.getByTestId('combo-tooltip');
    expect(tooltip).toHaveTextContent('Tue');
    expect(tooltip).toHaveTextContent('Visits1,320');
    expect(tooltip).toHaveTextContent('Orders20');
    fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(screen.getByTestId('combo-tooltip')).not.toHaveTextContent('Orders');
    fireEvent.pointerMove(area, { clientX: 10, clientY: 100, pointerType: 'mouse' });
    expect(screen.queryByTestId('combo-tooltip')).toBeNull();
    fireEvent.pointerMove(area, { clientX: 76, clientY: 100, pointerType: 'mouse' });
    expect(screen.getByTestId('combo-tooltip')).toHaveTextContent('Wed');
    fireEvent.pointerLeave(area, { pointerType: 'mouse' });
    expect(screen.queryByTestId('combo-tooltip')).toBeNull();
  });

  it("keeps echarts' own legend for a scroll legend", async () => {
    render(<Chart option={{ ...option, legend: { type: 'scroll' } }} data-testid="combo" />, {
      wrapper: StrictMode,
    });
    await waitFor(() => expect(screen.getByTestId('combo')).toHaveAttribute('data-status', 'ready'));
    expect(loaded.at(-1)?.components).toContain('LegendComponent');
    expect(screen.queryByRole('group')).toBeNull();
    expect(drawn.at(-1)?.legend).toEqual({ type: 'scroll' });
  });
});
