import {
  useOverlayFormElement,
  useOverlayForm,
  useT,
  type OverlayFormProps,
  type OverlayFormState,
} from '@suite-ui/core/react';
import { Drawer, Modal, type ButtonProps } from 'antd';
import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { FormActions, FormStepBar } from './Form';
import type { RenderCustomField } from './FormField';
import { FormSections } from './FormSections';
import './form.css';

/** Props of the desktop `ModalForm` and `DrawerForm`. */
export interface OverlayFormSkinProps extends OverlayFormProps {
  /** The element that opens the form on click (a button); leave out with a controlled `open`. */
  trigger?: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  /** The dialog's or drawer's title. */
  title?: ReactNode;
  /** Renders PLUGIN and CUSTOM items. */
  renderCustom?: RenderCustomField;
  /** Focuses the first field on open (default true). */
  autoFocusFirstField?: boolean;
}

/** Props of the desktop `ModalForm`. */
export interface ModalFormProps extends OverlayFormSkinProps {
  /** The dialog's width (default 640). */
  width?: number;
}

/** Props of the desktop `DrawerForm`. */
export interface DrawerFormProps extends OverlayFormSkinProps {
  /** The drawer's size (default `large`, 736 px). */
  size?: 'default' | 'large' | number;
}

/** The form inside the overlay: mounted on open, it reports its changes and closes when saved. */
function OverlayFormBody({
  overlay,
  renderCustom,
  autoFocusFirstField = true,
  ...props
}: OverlayFormSkinProps & { overlay: OverlayFormState }) {
  const { view, formProps } = useOverlayFormElement(
    { ...props, autoFocusFirstField, platform: 'desktop' },
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

/** "Discard unsaved changes?" before a changed form closes. */
function CloseConfirm({ overlay }: { overlay: OverlayFormState }) {
  const t = useT();
  return (
    <Modal
      open={overlay.confirming}
      title={t('form.closeConfirm.title')}
      okText={t('form.closeConfirm.discard')}
      cancelText={t('form.closeConfirm.keep')}
      okButtonProps={{ danger: true, 'data-testid': 'form-close-discard' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'form-close-keep' } as ButtonProps}
      onOk={overlay.discard}
      onCancel={overlay.keepEditing}
      width={400}
      data-testid="form-close-confirm"
    >
      {t('form.closeConfirm.content')}
    </Modal>
  );
}

function Trigger({
  trigger,
  overlay,
}: {
  trigger: OverlayFormSkinProps['trigger'];
  overlay: OverlayFormState;
}) {
  if (!isValidElement(trigger)) return null;
  return cloneElement(trigger, {
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      overlay.show();
    },
  });
}

/**
 * A form in a dialog (issue 38), over the same form machine as `Form`: the trigger opens it, the
 * first field takes the focus, a successful submit closes it, a failed one keeps values and
 * errors, and closing a changed form asks first.
 */
export function ModalForm({ trigger, title, width = 640, open, onOpenChange, ...props }: ModalFormProps) {
  const overlay = useOverlayForm({ open, onOpenChange, onSaved: props.onSaved });
  return (
    <>
      <Trigger trigger={trigger} overlay={overlay} />
      <Modal
        open={overlay.open}
        title={title}
        width={width}
        footer={null}
        destroyOnHidden
        mask={{ closable: false }}
        onCancel={overlay.requestClose}
        data-testid="modal-form"
      >
        <OverlayFormBody
          {...props}
          overlay={overlay}
          data-testid={props['data-testid'] ?? 'modal-form-form'}
        />
      </Modal>
      <CloseConfirm overlay={overlay} />
    </>
  );
}

/** A form in a drawer (issue 38): the same rules as `ModalForm`, for longer forms. */
export function DrawerForm({
  trigger,
  title,
  size = 'large',
  open,
  onOpenChange,
  ...props
}: DrawerFormProps) {
  const overlay = useOverlayForm({ open, onOpenChange, onSaved: props.onSaved });
  return (
    <>
      <Trigger trigger={trigger} overlay={overlay} />
      <Drawer
        open={overlay.open}
        title={title}
        size={size}
        destroyOnHidden
        onClose={overlay.requestClose}
        data-testid="drawer-form"
      >
        <OverlayFormBody
          {...props}
          overlay={overlay}
          data-testid={props['data-testid'] ?? 'drawer-form-form'}
        />
      </Drawer>
      <CloseConfirm overlay={overlay} />
    </>
  );
}
