import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { NumberInputProps } from '@suite-ui/core/react';
import { useNumberInput } from '@suite-ui/core/react';
import { Button, Input, Space } from 'antd';
import { useId } from 'react';
import './number-input.css';

/**
 * A number input within bounds and by steps (spec 5): the buttons, arrow keys and typed text all go
 * through core, which clamps the value and says why a draft is refused.
 */
export function NumberInput({ testId = 'number-input', ariaLabel, ...props }: NumberInputProps) {
  const view = useNumberInput(props);
  const noteId = useId();
  const note = view.message || view.hint;
  return (
    <div className="suite-number-input" data-testid={testId} data-value={view.value ?? ''}>
      <Space.Compact>
        <Button
          icon={<MinusOutlined />}
          aria-label={view.decreaseLabel}
          disabled={!view.canDecrement}
          onClick={view.decrement}
          data-testid={`${testId}-decrease`}
        />
        <Input
          role="spinbutton"
          aria-label={ariaLabel}
          aria-valuemin={view.min}
          aria-valuemax={view.max}
          aria-valuenow={view.value ?? undefined}
          aria-invalid={view.problem !== null}
          aria-describedby={note ? noteId : undefined}
          inputMode={view.inputMode}
          status={view.problem ? 'error' : undefined}
          disabled={view.disabled}
          value={view.text}
          onChange={(e) => view.input(e.target.value)}
          onBlur={view.commit}
          onKeyDown={(e) => {
            if (view.keyDown(e.key)) e.preventDefault();
          }}
          className="suite-number-input__box"
          data-testid={`${testId}-box`}
        />
        <Button
          icon={<PlusOutlined />}
          aria-label={view.increaseLabel}
          disabled={!view.canIncrement}
          onClick={view.increment}
          data-testid={`${testId}-increase`}
        />
      </Space.Compact>
      {note && (
        <div
          id={noteId}
          role={view.message ? 'alert' : undefined}
          data-testid={`${testId}-note`}
          className="suite-number-input__note"
        >
          {note}
        </div>
      )}
    </div>
  );
}

export type { NumberInputProps } from '@suite-ui/core/react';
