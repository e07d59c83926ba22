/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useVirtualRows, virtualRowStyle, type VirtualRowsOptions } from './use-virtual-rows';

function List(props: VirtualRowsOptions & { onRows?: (indexes: number[]) => void }) {
  const { setScroller, totalHeight, rows } = useVirtualRows(props);
  props.onRows?.(rows.map((row) => row.index));
  return (
    <div ref={setScroller} data-testid="scroller" style={{ height: props.height, overflow: 'auto' }}>
      <div data-testid="box" style={{ height: totalHeight, position: 'relative' }}>
        {rows.map((row) => (
          <div key={row.index} data-testid="row" style={row.style}>
            {row.index}
          </div>
        ))}
      </div>
    </div>
  );
}

describe('useVirtualRows', () => {
  it('renders only the rows in view plus the overscan, in a box as tall as every row (StrictMode)', () => {
    render(
      <StrictMode>
        <List count={10_000} rowHeight={20} height={200} overscan={3} />
      </StrictMode>,
    );
    const rows = screen.getAllByTestId('row');
    // jsdom measures nothing: the known height stands in, 10 rows in view + 3 below
    expect(rows.map((row) => row.textContent)).toEqual(Array.from({ length: 13 }, (_, i) => String(i)));
    expect(screen.getByTestId('box').style.height).toBe('200000px');
    expect(rows[2]?.style.transform).toBe('translateY(40px)');
    expect(rows[2]?.style.height).toBe('20px');
  });

  it('reports the last rendered row, to load the next page', () => {
    const onRangeChange = jest.fn();
    render(<List count={50} rowHeight={50} height={100} overscan={1} onRangeChange={onRangeChange} />);
    expect(onRangeChange).toHaveBeenLastCalledWith(2);
  });

  it('keeps a dragged row rendered far from the rows in view, without counting it as reached', () => {
    const onRangeChange = jest.fn();
    const { rerender } = render(
      <List count={1000} rowHeight={20} height={100} overscan={1} onRangeChange={onRangeChange} keep={900} />,
    );
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '900',
    ]);
    expect(screen.getAllByTestId('row').at(-1)?.style.transform).toBe('translateY(18000px)');
    expect(onRangeChange).toHaveBeenLastCalledWith(5);
    // a kept row inside the range is drawn once; none kept, the range alone
    rerender(<List count={1000} rowHeight={20} height={100} overscan={1} keep={2} />);
    expect(screen.getAllByTestId('row')).toHaveLength(6);
    rerender(<List count={1000} rowHeight={20} height={100} overscan={1} />);
    expect(screen.getAllByTestId('row')).toHaveLength(6);
  });

  it('renders nothing for an empty list', () => {
    render(<List count={0} rowHeight={20} height={100} />);
    expect(screen.queryAllByTestId('row')).toHaveLength(0);
    expect(screen.getByTestId('box').style.height).toBe('0px');
  });

  it('scrolls to a row a keyboard move reached', () => {
    function Keyed() {
      const { setScroller, totalHeight, scrollToIndex } = useVirtualRows({
        count: 1000,
        rowHeight: 20,
        height: 200,
      });
      return (
        <>
          <button onClick={() => scrollToIndex(500)}>to 500</button>
          <div ref={setScroller} data-testid="scroller">
            <div style={{ height: totalHeight }} />
          </div>
        </>
      );
    }
    // jsdom does not scroll: record where the list asks to go
    const scrolled = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrolled });
    const tall = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(20_000);
    const view = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    try {
      render(<Keyed />);
      act(() => screen.getByRole('button').click());
      // the row's bottom at the view's bottom: 501 rows * 20 px - 200 px
      expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ top: 9_820 }));
    } finally {
      tall.mockRestore();
      view.mockRestore();
      delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
    }
  });

  it('places a memoised row from its two numbers', () => {
    expect(virtualRowStyle(60, 30)).toEqual({
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      height: 30,
      transform: 'translateY(60px)',
    });
  });
});
