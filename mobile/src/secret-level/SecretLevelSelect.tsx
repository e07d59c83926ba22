import { useSecretLevel, type SecretLevelSkinProps } from '@suite-ui/core/react';
import { Input, Selector } from 'antd-mobile';
import { useId } from 'react';
import './secret-level.css';

export type SecretLevelSelectProps = SecretLevelSkinProps;

/**
 * Secret level plus validity period on mobile (spec 5): the employee's levels as a single-choice
 * selector, the validity period under it and the spec 5 message below.
 */
export function SecretLevelSelect(props: SecretLevelSelectProps) {
  const view = useSecretLevel({ ...props, platform: 'mobile' });
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
    <div
      data-testid={testId}
      className="suite-secret-level suite-m-secret-level"
      role="group"
      aria-label={view.texts.title}
    >
      {view.status === 'loading' ? (
        <span className="suite-m-secret-level__status">{view.texts.loading}</span>
      ) : view.empty ? (
        <span className="suite-m-secret-level__status" data-testid={`${testId}-empty`}>
          {view.texts.empty}
        </span>
      ) : (
        <div role="group" aria-label={view.texts.level} data-testid={`${testId}-level`}>
          <Selector<number>
            columns={3}
            options={view.choices}
            value={view.chosenLevels}
            onChange={(values) => view.pick(values[0] ?? null)}
          />
        </div>
      )}
      {view.showValidity && (
        <div className="suite-m-secret-level__validity">
          <Input
            aria-label={view.texts.validity}
            aria-invalid={view.error ? true : undefined}
            aria-describedby={view.error ? errorId : undefined}
            placeholder={view.texts.validityPlaceholder}
            value={view.secretLevelValidity}
            onChange={view.setValidity}
            onBlur={view.validate}
            data-testid={`${testId}-validity`}
          />
        </div>
      )}
      {view.error && (
        <span
          id={errorId}
          role="alert"
          data-testid={`${testId}-error`}
          className="suite-m-secret-level__error"
        >
          {view.error}
        </span>
      )}
    </div>
  );
}
