import { useSecretLevel, type SecretLevelSkinProps } from '@suite-ui/core/react';
import { Input, Select, Typography } from 'antd';
import { useId } from 'react';
import './secret-level.css';

export type SecretLevelSelectProps = SecretLevelSkinProps;

/**
 * Secret level plus validity period (spec 5): the levels of the employee (spec 6), canceled ones
 * left out, and the spec 5 message under the field. Used by forms, cards and uploads.
 */
export function SecretLevelSelect(props: SecretLevelSelectProps) {
  const view = useSecretLevel({ ...props, platform: 'desktop' });
  const testId = props['data-testid'] ?? 'secret-level';
  const id = useId();
  const errorId = `${id}-error`;
  if (view.readOnly) {
    return (
      <span data-testid={testId} className="suite-secret-level">
        {view.readOnlyText}
      </span>
    );
  }
  return (
    <div data-testid={testId} className="suite-secret-level" role="group" aria-label={view.texts.title}>
      <div className="suite-secret-level__controls">
        <Select<number>
          className="suite-secret-level__level"
          aria-label={view.texts.level}
          placeholder={view.empty ? view.texts.empty : view.texts.placeholder}
          loading={view.status === 'loading'}
          disabled={view.empty}
          value={view.secretLevel}
          allowClear
          onChange={(level) => view.pick(level ?? null)}
          onClear={() => view.pick(null)}
          options={view.choices}
          data-testid={`${testId}-level`}
        />
        {view.showValidity && (
          <Input
            className="suite-secret-level__validity"
            aria-label={view.texts.validity}
            aria-required={view.validityRequired}
            aria-invalid={view.error ? true : undefined}
            aria-describedby={view.error ? errorId : undefined}
            placeholder={view.texts.validityPlaceholder}
            value={view.secretLevelValidity}
            onChange={(event) => view.setValidity(event.target.value)}
            onBlur={view.validate}
            status={view.error ? 'error' : undefined}
            data-testid={`${testId}-validity`}
          />
        )}
      </div>
      {view.error && (
        <Typography.Text type="danger" id={errorId} role="alert" data-testid={`${testId}-error`}>
          {view.error}
        </Typography.Text>
      )}
    </div>
  );
}
