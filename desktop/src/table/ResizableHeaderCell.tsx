import { useRef, type HTMLAttributes, type KeyboardEvent, type PointerEvent } from 'react';

interface Props extends HTMLAttributes<HTMLTableCellElement> {
  width?: number;
  resizeLabel?: string;
  onResize?: (width: number) => void;
}

const KEY_STEP = 10;

/**
 * A header cell with a handle on its right edge: dragging it (or the arrow keys on it) resizes the
 * column; the new width goes to the view model, which clamps and saves it.
 */
export function ResizableHeaderCell({ width, resizeLabel, onResize, children, style, ...rest }: Props) {
  const start = useRef<{ x: number; width: number } | null>(null);
  if (!onResize || width === undefined)
    return (
      <th {...rest} style={style}>
        {children}
      </th>
    );
  const down = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = { x: event.clientX, width };
  };
  const up = (event: PointerEvent<HTMLSpanElement>) => {
    if (!start.current) return;
    const next = start.current.width + event.clientX - start.current.x;
    start.current = null;
    onResize(next);
  };
  const key = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'ArrowRight') onResize(width + KEY_STEP);
    else if (event.key === 'ArrowLeft') onResize(width - KEY_STEP);
    else return;
    event.preventDefault();
  };
  return (
    <th {...rest} style={{ ...style, position: 'relative' }}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={resizeLabel}
        aria-valuenow={width}
        tabIndex={0}
        className="suite-table-resize"
        data-testid="table-resize"
        onPointerDown={down}
        onPointerUp={up}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={key}
      />
    </th>
  );
}
