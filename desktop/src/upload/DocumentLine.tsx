import FolderOutlined from '@ant-design/icons/FolderOutlined';
import type { UploadDocView } from '@suite-ui/core';
import { Button, Typography } from 'antd';
import { useEffect } from 'react';

export interface DocumentLineProps {
  /** The row's document view (core's `UploadItemView.document`). */
  document: UploadDocView;
}

/** The document a held file comes from, under its row: asked for when the row shows, with a retry. */
export function DocumentLine({ document }: DocumentLineProps) {
  const { status, load } = document;
  // the lookup starts when the row first shows; core ignores a second call while one runs
  useEffect(() => {
    if (status === 'idle') load();
  }, [status, load]);
  if (status === 'idle') return null;
  return (
    <div
      data-testid="upload-item-document"
      data-state={status}
      aria-live="polite"
      style={{ display: 'flex', alignItems: 'center', gap: 6, marginTop: 2, paddingLeft: 22 }}
    >
      <FolderOutlined aria-hidden />
      <Typography.Text type={status === 'failed' ? 'danger' : 'secondary'} ellipsis style={{ minWidth: 0 }}>
        {document.text}
      </Typography.Text>
      {status === 'failed' && (
        <Button size="small" type="link" onClick={load} data-testid="upload-item-document-retry">
          {document.retryLabel}
        </Button>
      )}
    </div>
  );
}
