import type { UploadRemoteView } from '@suite-ui/core';
import { Button, Input } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { FieldDialog } from './ItemSheet';

/** "Add from link": a dialog for the address; core checks it and the server fetches the file (spec 7 remote download). */
export function RemoteButton({ remote }: { remote: UploadRemoteView }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  if (!remote.available) return null;
  const close = () => {
    setOpen(false);
    setUrl('');
    setError(undefined);
  };
  const submit = async () => {
    const refusal = await remote.submit(url);
    if (refusal) setError(refusal);
    else close();
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="upload-remote">
        <LinkOutline /> {remote.actionLabel}
      </Button>
      <FieldDialog
        visible={open}
        title={remote.title}
        error={error}
        onClose={close}
        onOk={() => void submit()}
      >
        <Input
          type="url"
          value={url}
          onChange={(value) => {
            setUrl(value);
            setError(undefined);
          }}
          placeholder={remote.placeholder}
          aria-label={remote.label}
          clearable
          data-testid="upload-remote-url"
        />
      </FieldDialog>
    </>
  );
}
