import {
  useOverlayFormElement,
  useOverlayForm,
  useT,
  type OverlayFormProps,
  type OverlayFormState,
} from '@suite-ui/core/react';
import { Button, Popup, Space } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { FormActions, FormStepBar } from './Form';
import type { RenderCustomField } from './FormField';
import { FormSections } from './FormSections';
import './form.css';

/** Props of the mobile `PopupForm`. */
export interface PopupFormProps extends OverlayFormProps {
  /** The element that opens the form on click (a button); leave out with a controlled `open`. */
  trigger?: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  /** The popup's title. */
  title?: ReactNode;
  /** Renders PLUGIN and CUSTOM items. */
  renderCustom?: RenderCustomField;
  /** Focuses the first field on open (default true). */
  autoFocusFirstField?: boolean;
}

function PopupFormBody({
  overlay,
  renderCustom,
  autoFocusFirstField = true,
  title: _title,
  trigger: _trigger,
  ...props
}: PopupFormProps & { overlay: OverlayFormState }) {
  const { view, formProps } = useOverlayFormElement(
    { ...props, autoFocusFirstField, platform: 'mobile' },
    overlay,
  );
  return (
    <form {...formProps}>
      <FormStepBar view={view} />
      <FormSections view={view} renderCustom={renderCustom} />
      <FormActions view={view} onCancel={overlay.requestClose} />
    </form>
  );
}

/**
 * A form in a bottom popup (issue 38), the phone's modal and drawer form, over the same form
 * machine as `Form`: the trigger opens it, the first field takes the focus, a successful submit
 * closes it, a failed one keeps values and errors, and closing a changed form asks first.
 */
export function PopupForm({ trigger, title, open, onOpenChange, ...props }: PopupFormProps) {
  const t = useT();
  const overlay = useOverlayForm({ open, onOpenChange, onSaved: props.onSaved });
  return (
    <>
      {isValidElement(trigger) &&
        cloneElement(trigger, {
          onClick: (event: MouseEvent) => {
            trigger.props.onClick?.(event);
            overlay.show();
          },
        })}
      <Popup
        visible={overlay.open}
        destroyOnClose
        onMaskClick={overlay.requestClose}
        bodyClassName="suite-m-form__popup-body"
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-label={typeof title === 'string' ? title : undefined}
          data-testid="popup-form"
        >
          <div className="suite-m-form__popup-header">
            <div className="suite-m-form__popup-title">{title}</div>
            <button
              type="button"
              aria-label={t('form.close')}
              onClick={overlay.requestClose}
              data-testid="popup-form-close"
              className="suite-m-form__popup-close"
            >
              <CloseOutline />
            </button>
          </div>
          {overlay.confirming && (
            <div
              role="alertdialog"
              aria-labelledby="popup-form-confirm-title"
              data-testid="form-close-confirm"
              className="suite-m-form__confirm"
            >
              <div id="popup-form-confirm-title" className="suite-m-form__confirm-title">
                {t('form.closeConfirm.title')}
              </div>
              <div className="suite-m-form__confirm-text">{t('form.closeConfirm.content')}</div>
              <Space>
                <Button size="small" onClick={overlay.keepEditing} data-testid="form-close-keep">
                  {t('form.closeConfirm.keep')}
                </Button>
                <Button
                  size="small"
                  color="danger"
                  onClick={overlay.discard}
                  data-testid="form-close-discard"
                >
                  {t('form.closeConfirm.discard')}
                </Button>
              </Space>
            </div>
          )}
          <PopupFormBody
            {...props}
            overlay={overlay}
            data-testid={props['data-testid'] ?? 'popup-form-form'}
          />
        </div>
      </Popup>
    </>
  );
}
