import type { UploadActionKey, UploadItemView, UploadView } from '@suite-ui/core';
import { useReuploadPicker, useT } from '@suite-ui/core/react';
import { ActionSheet, Dialog, Input, TextArea } from 'antd-mobile';
import { useState, type ReactNode } from 'react';

/** A dialog of one field (the new name, an appeal's reason) with its error, OK and cancel. */
export function FieldDialog(props: {
  visible: boolean;
  title: string;
  error?: string;
  onClose(): void;
  onOk(): void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog
      visible={props.visible}
      title={props.title}
      onClose={props.onClose}
      content={
        <>
          {props.children}
          {props.error && (
            <div role="alert" className="suite-m-upload__field-error">
              {props.error}
            </div>
          )}
        </>
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: props.onClose },
          { key: 'ok', text: t('common.ok'), bold: true, onClick: props.onOk },
        ],
      ]}
    />
  );
}

type Step = { kind: 'actions' | 'rename' | 'secretLevel' | 'appeal'; item: UploadItemView } | undefined;

/** A row's actions in an action sheet; rename in a dialog, secret levels in a second sheet. */
export function useItemSheet(view: UploadView) {
  const t = useT();
  const [step, setStep] = useState<Step>();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const reupload = useReuploadPicker(view);
  const close = () => {
    setStep(undefined);
    setError(undefined);
  };

  const run = (key: UploadActionKey, item: UploadItemView) => {
    close();
    if (view.runAction(key, item.id)) return;
    if (key === 'download' && item.downloadUrl) window.open(item.downloadUrl, '_blank', 'noopener');
    else if (key === 'rename') {
      setName(item.name);
      setStep({ kind: 'rename', item });
    } else if (key === 'editSecretLevel') setStep({ kind: 'secretLevel', item });
    else if (key === 'appeal') {
      setName('');
      setStep({ kind: 'appeal', item });
    } else if (key === 'reupload') reupload.pick(item.id);
  };
  const save = async (change: Promise<string | undefined>) => {
    const refusal = await change;
    if (refusal) setError(refusal);
    else close();
  };

  const item = step?.item;
  const sheets = (
    <>
      <input type="file" hidden {...reupload.inputProps} data-testid="upload-reupload-input" />
      <ActionSheet
        visible={step?.kind === 'actions'}
        onClose={close}
        extra={item?.name}
        cancelText={t('common.cancel')}
        actions={(item?.actions ?? []).map(({ key, label }) => ({
          key,
          text: label,
          danger: key === 'remove',
          onClick: () => item && run(key, item),
        }))}
      />
      <ActionSheet
        visible={step?.kind === 'secretLevel'}
        onClose={close}
        extra={error ?? t('upload.secretLevel.title')}
        cancelText={t('common.cancel')}
        actions={view.secretLevelOptions.map((level) => ({
          key: level.id,
          text: level.name,
          bold: level.id === item?.initialSecretLevel,
          onClick: () => item && void save(view.editSecretLevel(item.id, level.id)),
        }))}
      />
      <FieldDialog
        visible={step?.kind === 'appeal'}
        title={item ? t('upload.appeal.title', { name: item.name }) : ''}
        error={error}
        onClose={close}
        onOk={() => item && void save(view.appeal(item.id, name))}
      >
        <TextArea
          value={name}
          onChange={setName}
          rows={4}
          placeholder={t('upload.appeal.placeholder')}
          aria-label={t('upload.appeal.reason')}
          data-testid="upload-appeal-reason"
        />
      </FieldDialog>
      <FieldDialog
        visible={step?.kind === 'rename'}
        title={t('upload.rename.title')}
        error={error}
        onClose={close}
        onOk={() => item && void save(view.rename(item.id, name))}
      >
        <Input
          value={name}
          onChange={setName}
          aria-label={t('upload.rename.title')}
          data-testid="upload-rename-input"
          clearable
        />
      </FieldDialog>
    </>
  );
  return { open: (opened: UploadItemView) => setStep({ kind: 'actions', item: opened }), sheets };
}
