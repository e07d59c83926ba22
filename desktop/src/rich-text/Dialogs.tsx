import type { RichTextDialogView, UploadedFile } from '@suite-ui/core';
import type { RichTextEditorView } from '@suite-ui/core/react';
import { Alert, Button, Empty, Form, Input, InputNumber, Modal, Result, Spin } from 'antd';
import { useState } from 'react';
import { ImageList, Upload } from '../upload';

function UploadDialog({
  dialog,
  field,
}: {
  dialog: Extract<RichTextDialogView, { kind: 'image' | 'attachment' }>;
  field: RichTextEditorView['uploadField'];
}) {
  // the files uploaded in this dialog: inserted together on OK
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const Field = dialog.kind === 'image' ? ImageList : Upload;
  return (
    <Modal
      open
      title={dialog.title}
      okText={dialog.okLabel}
      cancelText={dialog.cancelLabel}
      onCancel={dialog.cancel}
      onOk={() => dialog.insert(files)}
      okButtonProps={{ disabled: !files.length }}
      destroyOnHidden
    >
      <div data-testid={`rich-text-${dialog.kind}-dialog`}>
        <Field value={files} onChange={setFiles} upload={field.upload} loginFree={field.loginFree} />
        <Alert type="info" showIcon title={dialog.hint} style={{ marginTop: 8 }} />
      </div>
    </Modal>
  );
}

/** The dialog the toolbar opened, as an antd Modal. */
export function Dialogs({
  dialog,
  uploadField,
}: {
  dialog: RichTextDialogView | null;
  uploadField: RichTextEditorView['uploadField'];
}) {
  if (!dialog) return null;
  const common = {
    open: true,
    title: dialog.title,
    okText: dialog.okLabel,
    cancelText: dialog.cancelLabel,
    onCancel: dialog.cancel,
    destroyOnHidden: true,
  };
  switch (dialog.kind) {
    case 'link':
      return (
        <Modal {...common} onOk={dialog.submit}>
          <Form layout="vertical" data-testid="rich-text-link-dialog" onFinish={dialog.submit}>
            <Form.Item
              label={dialog.urlLabel}
              validateStatus={dialog.error ? 'error' : undefined}
              help={dialog.error ?? undefined}
            >
              <Input
                autoFocus
                value={dialog.url}
                onChange={(e) => dialog.setUrl(e.target.value)}
                data-testid="rich-text-link-url"
                onPressEnter={dialog.submit}
              />
            </Form.Item>
            <Form.Item label={dialog.textLabel}>
              <Input
                value={dialog.text}
                onChange={(e) => dialog.setText(e.target.value)}
                data-testid="rich-text-link-text"
                onPressEnter={dialog.submit}
              />
            </Form.Item>
          </Form>
        </Modal>
      );
    case 'table':
      return (
        <Modal {...common} onOk={dialog.submit}>
          <Form layout="inline" data-testid="rich-text-table-dialog">
            <Form.Item label={dialog.rowsLabel}>
              <InputNumber
                min={1}
                precision={0}
                value={dialog.rows}
                onChange={(v) => dialog.setRows(Number(v))}
                data-testid="rich-text-table-rows"
              />
            </Form.Item>
            <Form.Item label={dialog.colsLabel}>
              <InputNumber
                min={1}
                precision={0}
                value={dialog.cols}
                onChange={(v) => dialog.setCols(Number(v))}
                data-testid="rich-text-table-cols"
              />
            </Form.Item>
          </Form>
          {dialog.error && (
            <Alert
              type="error"
              showIcon
              title={dialog.error}
              style={{ marginTop: 12 }}
              data-testid="rich-text-table-error"
            />
          )}
        </Modal>
      );
    case 'image':
    case 'attachment':
      return <UploadDialog dialog={dialog} field={uploadField} />;
    case 'mention':
      return (
        <Modal {...common} footer={null}>
          <div data-testid="rich-text-mention-dialog">
            <Input.Search
              autoFocus
              placeholder={dialog.searchLabel}
              aria-label={dialog.searchLabel}
              defaultValue={dialog.keyword}
              onSearch={dialog.search}
              allowClear
            />
            <div style={{ marginTop: 12, minHeight: 120 }}>
              {dialog.status === 'loading' && <Spin />}
              {dialog.status === 'error' && (
                <Result
                  status="warning"
                  title={dialog.errorText}
                  extra={<Button onClick={dialog.retry}>{dialog.retryLabel}</Button>}
                />
              )}
              {dialog.status === 'ready' && !dialog.people.length && <Empty description={dialog.emptyText} />}
              {dialog.status === 'ready' &&
                dialog.people.map((person) => (
                  <Button
                    key={person.id}
                    type="text"
                    block
                    style={{ textAlign: 'left' }}
                    onClick={person.pick}
                    data-testid="rich-text-person"
                  >
                    {person.name}{' '}
                    {person.description && (
                      <span style={{ color: 'var(--ant-color-text-description)' }}>
                        · {person.description}
                      </span>
                    )}
                  </Button>
                ))}
            </div>
          </div>
        </Modal>
      );
    case 'emoji':
      return (
        <Modal {...common} footer={null} width={360}>
          <div
            data-testid="rich-text-emoji-dialog"
            style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 4 }}
          >
            {dialog.emoji.map((emoji) => (
              <Button key={emoji.char} type="text" onClick={emoji.pick} aria-label={emoji.char}>
                {emoji.char}
              </Button>
            ))}
          </div>
        </Modal>
      );
  }
}
