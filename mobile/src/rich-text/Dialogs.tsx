import type { RichTextDialogView, UploadedFile } from '@suite-ui/core';
import type { RichTextEditorView } from '@suite-ui/core/react';
import { Button, DotLoading, ErrorBlock, Form, Input, NoticeBar, Popup, SearchBar, Space } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Upload } from '../upload';

function Sheet({
  dialog,
  children,
  onOk,
  okDisabled,
}: {
  dialog: RichTextDialogView;
  children: ReactNode;
  onOk?: () => void;
  okDisabled?: boolean;
}) {
  return (
    <Popup
      visible
      onMaskClick={dialog.cancel}
      destroyOnClose
      bodyStyle={{
        borderTopLeftRadius: 8,
        borderTopRightRadius: 8,
        padding: 12,
        // the sheet is 100% wide: its padding stays inside the phone's width
        boxSizing: 'border-box',
        maxHeight: '80vh',
        overflowY: 'auto',
      }}
    >
      <div role="dialog" aria-label={dialog.title} data-testid={`rich-text-${dialog.kind}-dialog`}>
        <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>{dialog.title}</h3>
        {children}
        <Space style={{ marginTop: 12, width: '100%', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={dialog.cancel}>
            {dialog.cancelLabel}
          </Button>
          {onOk && (
            <Button size="small" color="primary" onClick={onOk} disabled={okDisabled}>
              {dialog.okLabel}
            </Button>
          )}
        </Space>
      </div>
    </Popup>
  );
}

function UploadSheet({
  dialog,
  field,
}: {
  dialog: Extract<RichTextDialogView, { kind: 'image' | 'attachment' }>;
  field: RichTextEditorView['uploadField'];
}) {
  // the files uploaded in this sheet: inserted together on OK
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <Sheet dialog={dialog} onOk={() => dialog.insert(files)} okDisabled={!files.length}>
      <Upload
        value={files}
        onChange={setFiles}
        upload={field.upload}
        loginFree={field.loginFree}
        limits={
          dialog.kind === 'image' ? { accept: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'] } : undefined
        }
      />
      <NoticeBar content={dialog.hint} color="info" style={{ marginTop: 8 }} />
    </Sheet>
  );
}

/** The dialog the toolbar opened, as a bottom sheet. */
export function Dialogs({
  dialog,
  uploadField,
}: {
  dialog: RichTextDialogView | null;
  uploadField: RichTextEditorView['uploadField'];
}) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'link':
      return (
        <Sheet dialog={dialog} onOk={dialog.submit}>
          <Form layout="vertical">
            <Form.Item label={dialog.urlLabel} help={dialog.error ?? undefined}>
              <Input
                value={dialog.url}
                onChange={dialog.setUrl}
                aria-label={dialog.urlLabel}
                data-testid="rich-text-link-url"
              />
            </Form.Item>
            <Form.Item label={dialog.textLabel}>
              <Input
                value={dialog.text}
                onChange={dialog.setText}
                aria-label={dialog.textLabel}
                data-testid="rich-text-link-text"
              />
            </Form.Item>
          </Form>
        </Sheet>
      );
    case 'table':
      return (
        <Sheet dialog={dialog} onOk={dialog.submit}>
          <Form layout="horizontal">
            <Form.Item label={dialog.rowsLabel}>
              <Input
                type="number"
                inputMode="numeric"
                value={String(dialog.rows)}
                onChange={(v) => dialog.setRows(Number(v))}
                aria-label={dialog.rowsLabel}
                data-testid="rich-text-table-rows"
              />
            </Form.Item>
            <Form.Item label={dialog.colsLabel}>
              <Input
                type="number"
                inputMode="numeric"
                value={String(dialog.cols)}
                onChange={(v) => dialog.setCols(Number(v))}
                aria-label={dialog.colsLabel}
                data-testid="rich-text-table-cols"
              />
            </Form.Item>
          </Form>
          {dialog.error && (
            <NoticeBar color="alert" content={dialog.error} data-testid="rich-text-table-error" wrap />
          )}
        </Sheet>
      );
    case 'image':
    case 'attachment':
      return <UploadSheet dialog={dialog} field={uploadField} />;
    case 'mention':
      return (
        <Sheet dialog={dialog}>
          <SearchBar
            placeholder={dialog.searchLabel}
            defaultValue={dialog.keyword}
            onSearch={dialog.search}
            aria-label={dialog.searchLabel}
          />
          <div style={{ marginTop: 8, minHeight: 120 }}>
            {dialog.status === 'loading' && <DotLoading />}
            {dialog.status === 'error' && (
              <ErrorBlock
                status="default"
                title={dialog.errorText}
                description={
                  <Button size="small" onClick={dialog.retry}>
                    {dialog.retryLabel}
                  </Button>
                }
              />
            )}
            {dialog.status === 'ready' && !dialog.people.length && (
              <ErrorBlock status="empty" title={dialog.emptyText} description="" />
            )}
            {dialog.status === 'ready' &&
              dialog.people.map((person) => (
                <Button
                  key={person.id}
                  block
                  fill="none"
                  onClick={person.pick}
                  data-testid="rich-text-person"
                  style={{ textAlign: 'left' }}
                >
                  {person.name}
                </Button>
              ))}
          </div>
        </Sheet>
      );
    case 'emoji':
      return (
        <Sheet dialog={dialog}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 4 }}>
            {dialog.emoji.map((emoji) => (
              <Button
                key={emoji.char}
                fill="none"
                onClick={emoji.pick}
                aria-label={emoji.char}
                style={{ minHeight: 40 }}
              >
                {emoji.char}
              </Button>
            ))}
          </div>
        </Sheet>
      );
  }
}
