import type { UploadDocView } from '@suite-ui/core';
import { useUploadDocument } from '@suite-ui/core/react';
import { Button } from 'antd-mobile';
import './upload.css';

export interface DocumentLineProps {
  /** The row's document view (core's `UploadItemView.document`). */
  document: UploadDocView;
}

/** The document a held file comes from, in its row's description: asked for when the row shows. */
export function DocumentLine({ document }: DocumentLineProps) {
  const shown = useUploadDocument(document);
  if (!shown) return null;
  const { status, load } = shown;
  return (
    <div
      className="suite-upload-document"
      data-testid="upload-item-document"
      data-state={status}
      aria-live="polite"
    >
      <span className="suite-upload-document-text">{shown.text}</span>
      {status === 'failed' && (
        <Button
          size="mini"
          fill="none"
          color="primary"
          className="suite-upload-document-retry"
          data-testid="upload-item-document-retry"
          onClick={(event) => {
            // the retry is the button's own; the rest of the row opens its actions
            event.stopPropagation();
            load();
          }}
        >
          {shown.retryLabel}
        </Button>
      )}
    </div>
  );
}
