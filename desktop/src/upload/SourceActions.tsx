import LinkOutlined from '@ant-design/icons/LinkOutlined';
import type { UploadRemoteView } from '@suite-ui/core';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';

export interface RemoteButtonProps {
  remote: UploadRemoteView;
}

/** "Add from link": a dialog for the address; core checks it and the server fetches the file (spec 7 remote download). */
export function RemoteButton({ remote }: RemoteButtonProps) {
  const [open, setOpen] = useState(false);
  if (!remote.available) return null;
  return (
    <>
      <Button icon={<LinkOutlined />} onClick={() => setOpen(true)} data-testid="upload-remote">
        {remote.actionLabel}
      </Button>
      {open && <RemoteDialog remote={remote} onClose={() => setOpen(false)} />}
    </>
  );
}

function RemoteDialog({ remote, onClose }: RemoteButtonProps & { onClose(): void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const refusal = await remote.submit(url);
    setBusy(false);
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <Modal
      open
      title={remote.title}
      okText={remote.submitLabel}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="upload-remote-dialog"
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={remote.label}
          htmlFor="upload-remote-url"
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input
            id="upload-remote-url"
            type="url"
            value={url}
            placeholder={remote.placeholder}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(undefined);
            }}
            autoFocus
            data-testid="upload-remote-url"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
