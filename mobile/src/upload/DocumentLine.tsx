import type { UploadDocView } from '@suite-ui/core';
import { Button } from 'antd-mobile';
import { useEffect } from 'react';

export interface DocumentLineProps {
  /** The row's document view (core's `UploadItemView.document`). */
  document: UploadDocView;
}

/** The document a held file comes from, in its row's description: asked for when the row shows. */
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
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        marginTop: 2,
        color: status === 'failed' ? 'var(--adm-color-danger)' : undefined,
      }}
    >
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{document.text}</span>
      {status === 'failed' && (
        <Button
          size="mini"
          fill="none"
          color="primary"
          data-testid="upload-item-document-retry"
          onClick={(event) => {
            // the retry is the button's own; the rest of the row opens its actions
            event.stopPropagation();
            load();
          }}
        >
          {document.retryLabel}
        </Button>
      )}
    </div>
  );
}
