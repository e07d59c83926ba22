import type { BoxArrow, LayoutBoxView } from '@suite-ui/core';
import { Button, Tooltip } from 'antd';

// Rotation of one chevron drawn pointing left.
const ROTATION: Record<BoxArrow, number> = { left: 0, up: 90, right: 180, down: 270 };

function Chevron({ arrow }: { arrow: BoxArrow }) {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      style={{ transform: `rotate(${ROTATION[arrow]}deg)` }}
    >
      <path
        d="M7.5 2.5 4 6l3.5 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The show/hide button of a layout box; its arrow points where the box will go (spec 4). */
export function BoxToggle({ box, onToggle }: { box: LayoutBoxView; onToggle(): void }) {
  return (
    <Tooltip title={box.toggleLabel}>
      <Button
        size="small"
        className={`suite-layout-toggle suite-layout-toggle-${box.type}`}
        icon={<Chevron arrow={box.arrow} />}
        aria-label={box.toggleLabel}
        aria-expanded={!box.hidden}
        data-testid={`layout-toggle-${box.type}`}
        data-arrow={box.arrow}
        onClick={onToggle}
      />
    </Tooltip>
  );
}
