import type { TableColumnView } from '@suite-ui/core';
import { useRef, type HTMLAttributes, type KeyboardEvent, type PointerEvent } from 'react';

interface Props extends HTMLAttributes<HTMLTableCellElement> {
  /** The column's view: its width and the resize intents (absent on other header cells). */
  column?: TableColumnView;
}

const KEY_STEP = 10;

/**
 * A header cell with a handle on its right edge: dragging it resizes the column live (the view
 * model clamps each width), the release saves it once; the arrow keys on it step by 10 px; Escape
 * during a drag goes back.
 */
export function ResizableHeaderCell({ column, children, style, ...rest }: Props) {
  const start = useRef<{ x: number; width: number } | null>(null);
  if (!column)
    return (
      <th {...rest} style={style}>
        {children}
      </th>
    );
  const down = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = { x: event.clientX, width: column.width };
  };
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    if (start.current) column.resizeMove(start.current.width, start.current.x, event.clientX);
  };
  const up = (event: PointerEvent<HTMLSpanElement>) => {
    if (!start.current) return;
    const { width, x } = start.current;
    start.current = null;
    column.resizeEnd(width, x, event.clientX);
  };
  const cancel = () => {
    if (!start.current) return;
    start.current = null;
    column.resizeCancel();
  };
  const key = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape') cancel();
    else if (event.key === 'ArrowRight') column.resize(column.width + KEY_STEP);
    else if (event.key === 'ArrowLeft') column.resize(column.width - KEY_STEP);
    else return;
    event.preventDefault();
  };
  return (
    // antd's header cells are positioned (relative, or sticky when fixed), which places the handle
    <th {...rest} style={style}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={column.resizeLabel}
        aria-valuenow={column.width}
        tabIndex={0}
        className="suite-table-resize"
        data-resizing={column.resizing || undefined}
        data-testid="table-resize"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={cancel}
        onLostPointerCapture={() => {
          // a capture lost mid-drag (window blur): keep the width reached, saved like a release
          if (start.current)
            column.resizeEnd(
              start.current.width,
              start.current.x,
              start.current.x + column.width - start.current.width,
            );
          start.current = null;
        }}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={key}
      />
    </th>
  );
}
