import type { FormView } from '@suite-ui/core/form';
import { useFormElement, useT, type FormSkinProps } from '@suite-ui/core/react';
import { Alert, Button, Space, Steps, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { RenderCustomField } from './FormField';
import { FormSections } from './FormSections';
import './form.css';

/** Props of the desktop `Form`. */
export interface FormProps extends FormSkinProps {
  /** Layout boxes around the content (spec 3 "Layout box"): header, side and footer parts. */
  header?: ReactNode;
  side?: ReactNode;
  footer?: ReactNode;
  /** Renders PLUGIN and CUSTOM items. */
  renderCustom?: RenderCustomField;
  /** Shows the save and reset buttons (default true). */
  actions?: boolean;
}

/** A step form's bar (issue 38): done, current, to come or wrong; an earlier step opens on click. */
export function FormStepBar({ view }: { view: FormView }) {
  const steps = view.stepForm;
  if (!steps) return null;
  return (
    <nav aria-label={steps.ariaLabel} className="suite-form-steps" data-testid="form-steps">
      <Steps
        size="small"
        current={steps.current}
        onChange={(index) => steps.steps[index]?.open()}
        items={steps.steps.map((step) => ({
          title: (
            <span data-testid={`form-step-${step.id}`} data-status={step.status}>
              <span aria-hidden>{step.title}</span>
              <span className="suite-form-visually-hidden">{step.accessibleTitle}</span>
            </span>
          ),
          status: step.status,
          disabled: !step.canOpen,
        }))}
      />
    </nav>
  );
}

/**
 * The save and reset buttons and the form's notice; a step form's previous and next; in a modal or
 * drawer (`onCancel`) a cancel button instead of reset.
 */
export function FormActions({ view, onCancel }: { view: FormView; onCancel?: () => void }) {
  const t = useT();
  const steps = view.stepForm;
  return (
    <Space orientation="vertical" className="suite-form__actions">
      {view.notice && (
        <Alert type={view.notice.type} title={view.notice.text} showIcon data-testid="form-notice" />
      )}
      {view.savesPerField ? (
        <Typography.Text type="secondary" data-testid="form-saves-per-field">
          {view.savesPerFieldText}
        </Typography.Text>
      ) : (
        <Space wrap>
          {steps?.canGoPrevious && (
            <Button onClick={steps.previous} data-testid="form-step-previous">
              {steps.previousLabel}
            </Button>
          )}
          {steps?.canGoNext && (
            <Button type="primary" onClick={steps.next} data-testid="form-step-next">
              {steps.nextLabel}
            </Button>
          )}
          {view.showSubmit && (
            <Button type="primary" onClick={view.submit} loading={view.saving} data-testid="form-submit">
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
    </Space>
  );
}

/** Layout boxes: header, side and footer around the content, each with its show/hide button. */
export function FormBoxes({
  view,
  header,
  side,
  footer,
  children,
}: {
  view: FormView;
  header?: ReactNode;
  side?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const toggle = (type: 'header' | 'side' | 'footer') => (
    <Button
      size="small"
      type="link"
      onClick={() => view.boxes.toggle(type)}
      data-testid={`form-box-${type}-toggle`}
    >
      {view.boxes[type].toggleLabel}
    </Button>
  );
  return (
    <>
      {header && (
        <div className="suite-form-box-header" data-testid="form-box-header">
          {toggle('header')}
          {!view.boxes.header.hidden && header}
        </div>
      )}
      <div className="suite-form-boxes">
        <div className="suite-form-content">{children}</div>
        {side && (
          <aside
            className="suite-form-box-side"
            data-testid="form-box-side"
            style={
              {
                '--suite-form-side-width': view.boxes.side.hidden ? 'auto' : `${view.boxes.side.width}px`,
              } as CSSProperties
            }
          >
            {toggle('side')}
            {!view.boxes.side.hidden && side}
          </aside>
        )}
      </div>
      {footer && (
        <div className="suite-form-box-footer" data-testid="form-box-footer">
          {toggle('footer')}
          {!view.boxes.footer.hidden && footer}
        </div>
      )}
    </>
  );
}

/**
 * A form of spec 3 items (every item type) in sections, with layout cells and boxes: errors under
 * each item, and on a failed submit the first error scrolled into view with its group opened.
 * With `steps` it is a step form (a step bar, previous and next); Enter in a single-line field
 * submits (or moves on).
 */
export function Form({ header, side, footer, renderCustom, actions = true, ...props }: FormProps) {
  const { view, formProps } = useFormElement({ ...props, platform: 'desktop' });
  return (
    <form {...formProps}>
      <FormBoxes view={view} header={header} side={side} footer={footer}>
        <FormStepBar view={view} />
        <FormSections view={view} renderCustom={renderCustom} />
        {actions && <FormActions view={view} />}
      </FormBoxes>
    </form>
  );
}
