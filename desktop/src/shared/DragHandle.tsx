import { HolderOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes } from 'react';

export interface DragHandleProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A row is being dragged right now (the grabbing cursor). */
  dragging: boolean;
  /** False where the list cannot be reordered (a plain cursor). */
  enabled?: boolean;
  'data-testid'?: string;
  'data-sort-handle'?: string;
}

/** The grip a sortable row is dragged by (pointer) or moved with (arrow keys): the sort list's and the share list's. */
export function DragHandle({ dragging, enabled = true, style, ...button }: DragHandleProps) {
  return (
    <button
      type="button"
      {...button}
      style={{
        cursor: !enabled ? 'default' : dragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        border: 0,
        background: 'none',
        padding: 4,
        display: 'inline-flex',
        color: 'var(--ant-color-text-secondary)',
        ...style,
      }}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}
