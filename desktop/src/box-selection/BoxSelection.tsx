import { CheckOutlined } from '@ant-design/icons';
import type { BoxSelectionProps } from '@suite-ui/core/react';
import { useBoxSelection } from '@suite-ui/core/react';
import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import './box-selection.css';

/** Boxes in a grid to pick one or several of (spec 2.3); the cap and single mode come from core. */
export function BoxSelection({ testId = 'box-selection', ariaLabel, ...props }: BoxSelectionProps) {
  const view = useBoxSelection(props);
  return (
    <div data-testid={testId}>
      <div
        role={view.groupRole}
        aria-label={ariaLabel}
        className="suite-box-selection__grid"
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
            className="suite-box-selection__box"
          >
            <div className="suite-box-selection__label">{box.label}</div>
            {box.description && <div className="suite-box-selection__description">{box.description}</div>}
            {box.on && <CheckOutlined aria-hidden className="suite-box-selection__check" />}
          </button>
        ))}
      </div>
      {view.statusText && (
        <Typography.Text
          data-testid={`${testId}-count`}
          aria-live="polite"
          className="suite-box-selection__count"
        >
          {view.statusText}
        </Typography.Text>
      )}
    </div>
  );
}

export type { BoxSelectionProps } from '@suite-ui/core/react';
