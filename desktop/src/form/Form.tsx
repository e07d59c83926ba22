import type { FormView } from '@suite-ui/core/form';
import { useFormElement, type FormSkinProps } from '@suite-ui/core/react';
import { Alert, Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
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

/** The save and reset buttons and the form's notice. */
export function FormActions({ view }: { view: FormView }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {view.notice && (
        <Alert type={view.notice.type} title={view.notice.text} showIcon data-testid="form-notice" />
      )}
      {view.savesPerField ? (
        <Typography.Text type="secondary" data-testid="form-saves-per-field">
          {view.savesPerFieldText}
        </Typography.Text>
      ) : (
        <Space>
          <Button type="primary" onClick={view.submit} loading={view.saving} data-testid="form-submit">
            {view.submitLabel}
          </Button>
          <Button onClick={view.reset} data-testid="form-reset">
            {view.resetLabel}
          </Button>
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
            style={{ width: view.boxes.side.hidden ? undefined : view.boxes.side.width }}
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
 */
export function Form({ header, side, footer, renderCustom, actions = true, ...props }: FormProps) {
  const { view, formProps } = useFormElement({ ...props, platform: 'desktop' });
  return (
    <form {...formProps}>
      <FormBoxes view={view} header={header} side={side} footer={footer}>
        <FormSections view={view} renderCustom={renderCustom} />
        {actions && <FormActions view={view} />}
      </FormBoxes>
    </form>
  );
}
