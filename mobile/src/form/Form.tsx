import type { FormView } from '@suite-ui/core/form';
import { useFormElement, useT, type FormSkinProps } from '@suite-ui/core/react';
import { Button, NoticeBar, Space, Steps } from 'antd-mobile';
import type { RenderCustomField } from './FormField';
import { FormSections } from './FormSections';
import './form.css';

/** Props of the mobile `Form`. */
export interface FormProps extends FormSkinProps {
  /** Renders PLUGIN and CUSTOM items. */
  renderCustom?: RenderCustomField;
}

/**
 * A step form's progress header (issue 38): "Step 2 of 3" and the steps, done, current, to come or
 * wrong.
 */
export function FormStepBar({ view }: { view: FormView }) {
  const steps = view.stepForm;
  if (!steps) return null;
  return (
    <nav aria-label={steps.ariaLabel} data-testid="form-steps" className="suite-m-form__steps">
      <div className="suite-m-form__steps-progress" data-testid="form-steps-progress">
        {steps.progressText}
      </div>
      <Steps current={steps.current} className="suite-m-form__steps-bar">
        {steps.steps.map((step) => (
          <Steps.Step
            key={step.id}
            status={step.status}
            title={
              <span data-testid={`form-step-${step.id}`} data-status={step.status}>
                <span aria-hidden>{step.title}</span>
                <span className="suite-form-visually-hidden suite-m-form__visually-hidden">
                  {step.accessibleTitle}
                </span>
              </span>
            }
          />
        ))}
      </Steps>
    </nav>
  );
}

/**
 * The save and reset buttons and the form's notice; a step form's previous and next; in a popup
 * (`onCancel`) a cancel button instead of reset.
 */
export function FormActions({ view, onCancel }: { view: FormView; onCancel?: () => void }) {
  const t = useT();
  const steps = view.stepForm;
  return (
    <div className="suite-m-form__actions">
      {view.notice && (
        <div role="status" data-testid="form-notice" className="suite-m-form__notice">
          <NoticeBar
            content={view.notice.text}
            color={view.notice.type === 'warning' ? 'alert' : view.notice.type}
            wrap
          />
        </div>
      )}
      {view.savesPerField ? (
        <div className="suite-m-form__saves-per-field" data-testid="form-saves-per-field">
          {view.savesPerFieldText}
        </div>
      ) : (
        <Space block wrap className="suite-m-form__buttons" justify="center">
          {steps?.canGoPrevious && (
            <Button onClick={steps.previous} data-testid="form-step-previous">
              {steps.previousLabel}
            </Button>
          )}
          {steps?.canGoNext && (
            <Button color="primary" onClick={steps.next} data-testid="form-step-next">
              {steps.nextLabel}
            </Button>
          )}
          {view.showSubmit && (
            <Button color="primary" onClick={view.submit} loading={view.saving} data-testid="form-submit">
              {view.submitLabel}
            </Button>
          )}
          {onCancel ? (
            <Button onClick={onCancel} data-testid="form-cancel">
              {t('form.cancel')}
            </Button>
          ) : (
            <Button onClick={view.reset} data-testid="form-reset">
              {view.resetLabel}
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}

/**
 * The mobile form: the same view model as desktop, fields stacked in sections; with `steps` a step
 * form under a progress header. Enter in a single-line field submits (or moves on).
 */
export function Form({ renderCustom, ...props }: FormProps) {
  const { view, formProps } = useFormElement({ ...props, platform: 'mobile' });
  return (
    <form {...formProps}>
      <FormStepBar view={view} />
      <FormSections view={view} renderCustom={renderCustom} />
      <FormActions view={view} />
    </form>
  );
}
