import type { UploadDocView } from '@suite-ui/core';
import { useUploadDocument } from '@suite-ui/core/react';
import { Button } from 'antd-mobile';

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
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{shown.text}</span>
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
          {shown.retryLabel}
        </Button>
      )}
    </div>
  );
}
