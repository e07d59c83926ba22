import FolderOutlined from '@ant-design/icons/FolderOutlined';
import type { UploadDocView } from '@suite-ui/core';
import { useUploadDocument } from '@suite-ui/core/react';
import { Button, Typography } from 'antd';

export interface DocumentLineProps {
  /** The row's document view (core's `UploadItemView.document`). */
  document: UploadDocView;
}

/** The document a held file comes from, under its row: asked for when the row shows, with a retry. */
export function DocumentLine({ document }: DocumentLineProps) {
  const shown = useUploadDocument(document);
  if (!shown) return null;
  const { status, load } = shown;
  return (
    <div
      className="suite-upload__document"
      data-testid="upload-item-document"
      data-state={status}
      aria-live="polite"
    >
      <FolderOutlined aria-hidden />
      <Typography.Text
        type={status === 'failed' ? 'danger' : 'secondary'}
        ellipsis
        className="suite-upload__document-text"
      >
        {shown.text}
      </Typography.Text>
      {status === 'failed' && (
        <Button size="small" type="link" onClick={load} data-testid="upload-item-document-retry">
          {shown.retryLabel}
        </Button>
      )}
    </div>
  );
}
