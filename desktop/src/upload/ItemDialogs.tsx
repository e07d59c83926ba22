import type { SecretLevelOption, UploadItemView, UploadView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';

/** The dialog open on a row, if any. */
export type ItemDialog = { kind: 'rename' | 'secretLevel' | 'appeal'; item: UploadItemView } | undefined;

export interface ItemDialogsProps {
  view: UploadView;
  dialog: ItemDialog;
  onClose(): void;
}

/** Rename, secret-level and appeal dialogs: they send the change through core and show its refusal. */
export function ItemDialogs({ view, dialog, onClose }: ItemDialogsProps) {
  if (!dialog) return null;
  if (dialog.kind === 'appeal')
    return (
      <AppealDialog
        key={dialog.item.id}
        item={dialog.item}
        save={(reason) => view.appeal(dialog.item.id, reason)}
        onClose={onClose}
      />
    );
  return dialog.kind === 'rename' ? (
    <RenameDialog
      key={dialog.item.id}
      item={dialog.item}
      save={(name) => view.rename(dialog.item.id, name)}
      onClose={onClose}
    />
  ) : (
    <SecretLevelDialog
      key={dialog.item.id}
      item={dialog.item}
      options={view.secretLevelOptions}
      save={(level) => view.editSecretLevel(dialog.item.id, level)}
      onClose={onClose}
    />
  );
}

interface DialogProps<T> {
  item: UploadItemView;
  /** Resolves with an error message, or undefined when saved. */
  save(value: T): Promise<string | undefined>;
  onClose(): void;
}

function useSaving<T>({ save, onClose }: DialogProps<T>) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (value: T) => {
    setBusy(true);
    const refusal = await save(value);
    setBusy(false);
    if (refusal) setError(refusal);
    else onClose();
  };
  return { error, busy, submit };
}

function RenameDialog(props: DialogProps<string>) {
  const t = useT();
  const [name, setName] = useState(props.item.name);
  const { error, busy, submit } = useSaving(props);
  return (
    <Modal
      open
      title={t('upload.rename.title')}
      onOk={() => submit(name)}
      onCancel={props.onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form.Item
        className="suite-upload__dialog-field"
        validateStatus={error ? 'error' : undefined}
        help={error}
      >
        <Input
          value={name}
          autoFocus
          aria-label={t('upload.rename.title')}
          data-testid="upload-rename-input"
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => submit(name)}
        />
      </Form.Item>
    </Modal>
  );
}

function SecretLevelDialog(props: DialogProps<number> & { options: readonly SecretLevelOption[] }) {
  const t = useT();
  const [level, setLevel] = useState(props.item.initialSecretLevel);
  const { error, busy, submit } = useSaving(props);
  return (
    <Modal
      open
      title={t('upload.secretLevel.title')}
      onOk={() => level !== undefined && submit(level)}
      onCancel={props.onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form.Item
        className="suite-upload__dialog-field"
        label={t('upload.secretLevel')}
        validateStatus={error ? 'error' : undefined}
        help={error}
      >
        <Select
          value={level}
          onChange={setLevel}
          aria-label={t('upload.secretLevel')}
          data-testid="upload-secret-level-select"
          options={props.options.map((option) => ({ value: option.id, label: option.name }))}
        />
      </Form.Item>
    </Modal>
  );
}

function AppealDialog(props: DialogProps<string>) {
  const t = useT();
  const [reason, setReason] = useState('');
  const { error, busy, submit } = useSaving(props);
  return (
    <Modal
      open
      title={t('upload.appeal.title', { name: props.item.name })}
      onOk={() => submit(reason)}
      onCancel={props.onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form.Item
        label={t('upload.appeal.reason')}
        className="suite-upload__dialog-field"
        layout="vertical"
        validateStatus={error ? 'error' : undefined}
        help={error}
      >
        <Input.TextArea
          value={reason}
          autoFocus
          rows={4}
          placeholder={t('upload.appeal.placeholder')}
          aria-label={t('upload.appeal.reason')}
          data-testid="upload-appeal-reason"
          onChange={(event) => setReason(event.target.value)}
        />
      </Form.Item>
    </Modal>
  );
}
