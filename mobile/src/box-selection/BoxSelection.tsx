import type { BoxSelectionProps } from '@suite-ui/core/react';
import { useBoxSelection } from '@suite-ui/core/react';
import { CheckOutline } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import './box-selection.css';

/** Boxes in a grid to tap one or several of (spec 2.3); the cap and single mode come from core. */
export function BoxSelection({ testId = 'box-selection', ariaLabel, ...props }: BoxSelectionProps) {
  const view = useBoxSelection(props);
  return (
    <div data-testid={testId}>
      <div
        role={view.groupRole}
        aria-label={ariaLabel}
        className="suite-m-box-selection__grid"
        style={{ '--suite-box-selection-columns': view.columns } as CSSProperties}
      >
        {view.boxes.map((box) => (
          <button
            key={box.value}
            type="button"
            role={view.role}
            aria-checked={box.on}
            disabled={box.blocked}
            data-testid={box.testId}
            onClick={() => view.toggle(box.value)}
            className="suite-m-box-selection__box"
          >
            <div>{box.label}</div>
            {box.description && <div className="suite-m-box-selection__description">{box.description}</div>}
            {box.on && <CheckOutline aria-hidden className="suite-m-box-selection__check" />}
          </button>
        ))}
      </div>
      {view.statusText && (
        <div data-testid={`${testId}-count`} aria-live="polite" className="suite-m-box-selection__count">
          {view.statusText}
        </div>
      )}
    </div>
  );
}

export type { BoxSelectionProps } from '@suite-ui/core/react';
