import type { FormView } from '@suite-ui/core/form';
import { useFormElement, type FormSkinProps } from '@suite-ui/core/react';
import { Button, NoticeBar, Space } from 'antd-mobile';
import type { RenderCustomField } from './FormField';
import { FormSections } from './FormSections';

/** Props of the mobile `Form`. */
export interface FormProps extends FormSkinProps {
  /** Renders PLUGIN and CUSTOM items. */
  renderCustom?: RenderCustomField;
}

/** The save and reset buttons and the form's notice. */
export function FormActions({ view }: { view: FormView }) {
  return (
    <div style={{ padding: 12 }}>
      {view.notice && (
        <div role="status" data-testid="form-notice" style={{ marginBottom: 8 }}>
          <NoticeBar
            content={view.notice.text}
            color={view.notice.type === 'warning' ? 'alert' : view.notice.type}
            wrap
          />
        </div>
      )}
      {view.savesPerField ? (
        <div
          style={{ color: 'var(--adm-color-weak)', textAlign: 'center' }}
          data-testid="form-saves-per-field"
        >
          {view.savesPerFieldText}
        </div>
      ) : (
        <Space block style={{ '--gap': '8px', width: '100%' }} justify="center">
          <Button color="primary" onClick={view.submit} loading={view.saving} data-testid="form-submit">
            {view.submitLabel}
          </Button>
          <Button onClick={view.reset} data-testid="form-reset">
            {view.resetLabel}
          </Button>
        </Space>
      )}
    </div>
  );
}

/** The mobile form: the same view model as desktop, fields stacked in sections. */
export function Form({ renderCustom, ...props }: FormProps) {
  const { view, formProps } = useFormElement({ ...props, platform: 'mobile' });
  return (
    <form {...formProps}>
      <FormSections view={view} renderCustom={renderCustom} />
      <FormActions view={view} />
    </form>
  );
}
