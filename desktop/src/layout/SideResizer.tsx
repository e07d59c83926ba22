import type { LayoutBoxView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { resizerStyle } from './styles';

const KEY_STEP = 16;

/** Drag (or arrow keys) to resize the side box; the layout keeps the width per box (spec 4). */
export function SideResizer({ side, onResize }: { side: LayoutBoxView; onResize(width: number): void }) {
  const t = useT();
  const width = side.width ?? 0;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const handle = event.currentTarget;
    const startX = event.clientX;
    handle.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) => onResize(width + e.clientX - startX);
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') onResize(width - KEY_STEP);
    if (event.key === 'ArrowRight') onResize(width + KEY_STEP);
  };
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={t('layout.box.side.resize')}
      aria-valuenow={width}
      aria-valuemin={side.minWidth}
      aria-valuemax={side.maxWidth}
      className="suite-layout-resizer"
      style={resizerStyle}
      data-testid="layout-side-resizer"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
