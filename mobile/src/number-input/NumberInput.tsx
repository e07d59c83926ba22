import type { NumberInputProps } from '@suite-ui/core/react';
import { useNumberInput } from '@suite-ui/core/react';
import { Button } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import './number-input.css';

/**
 * A number input within bounds and by steps (spec 5), sized for a thumb: the buttons and typed text
 * go through core, which clamps the value and says why a draft is refused.
 */
export function NumberInput({ testId = 'number-input', ariaLabel, ...props }: NumberInputProps) {
  const view = useNumberInput(props);
  const noteId = useId();
  const note = view.message || view.hint;
  return (
    <div data-testid={testId} data-value={view.value ?? ''}>
      <div className="suite-m-number-input__line">
        <Button
          aria-label={view.decreaseLabel}
          disabled={!view.canDecrement}
          onClick={view.decrement}
          className="suite-m-number-input__step"
          data-testid={`${testId}-decrease`}
        >
          <MinusOutline />
        </Button>
        <div className="suite-m-number-input__frame" data-invalid={view.problem ? true : undefined}>
          {/* a native box: antd-mobile's Input drops aria-invalid and aria-describedby */}
          <input
            role="spinbutton"
            aria-label={ariaLabel}
            aria-valuemin={view.min}
            aria-valuemax={view.max}
            aria-valuenow={view.value ?? undefined}
            aria-invalid={view.problem !== null}
            aria-describedby={note ? noteId : undefined}
            inputMode={view.inputMode}
            disabled={view.disabled}
            value={view.text}
            onChange={(e) => view.input(e.target.value)}
            onBlur={view.commit}
            onKeyDown={(e) => {
              if (view.keyDown(e.key)) e.preventDefault();
            }}
            className="suite-m-number-input__box"
            data-testid={`${testId}-box`}
          />
        </div>
        <Button
          aria-label={view.increaseLabel}
          disabled={!view.canIncrement}
          onClick={view.increment}
          className="suite-m-number-input__step"
          data-testid={`${testId}-increase`}
        >
          <AddOutline />
        </Button>
      </div>
      {note && (
        <div
          id={noteId}
          role={view.message ? 'alert' : undefined}
          data-testid={`${testId}-note`}
          className="suite-m-number-input__note"
        >
          {note}
        </div>
      )}
    </div>
  );
}

export type { NumberInputProps } from '@suite-ui/core/react';
