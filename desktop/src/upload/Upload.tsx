import { onPastedImages } from '@suite-ui/core/dom';
import { useListImagePreview } from '@suite-ui/core/react';
import { Progress, Space, Typography } from 'antd';
import { ImageViewerDialog } from '../image-viewer/ImageViewer';
import { FilePicker } from './FilePicker';
import type { UploadProps } from './interface';
import { BatchBar } from './BatchBar';
import { RemoteButton } from './SourceActions';
import { UploadList } from './UploadList';
import { useDesktopUpload } from './use-desktop-upload';
import { useItemActions } from './use-item-actions';
import './upload.css';

/**
 * Desktop upload field (antd): a button or drag area, the list with progress, and per-row retry,
 * cancel, rename, re-upload, download and secret-level edit as core allows. Files are checked,
 * hashed and uploaded in resumable chunks by core.
 */
export function Upload({ drag, ...props }: UploadProps) {
  const { view, holder } = useDesktopUpload(props);
  const { onAction, extras } = useItemActions(view);
  // spec 8: an image row's thumbnail previews it, stepping through the list's other images
  const preview = useListImagePreview(view.items, 'desktop', props.imagePreviewer);
  if (view.hidden) return null;
  return (
    <div
      className="suite-upload"
      data-testid="upload"
      data-mode={props.mode ?? 'edit'}
      // spec 7 base upload: a picture pasted while the field has the focus
      onPaste={view.paste.available ? onPastedImages(view.paste.pasteImage) : undefined}
    >
      {holder}
      {!view.readOnly &&
        (drag ? (
          <>
            <FilePicker view={view} drag />
            <RemoteButton remote={view.remote} />
          </>
        ) : (
          <Space wrap size={8}>
            <FilePicker view={view} />
            <RemoteButton remote={view.remote} />
          </Space>
        ))}
      {view.paste.available && (
        <Typography.Text type="secondary" className="suite-upload__hint" data-testid="upload-paste-hint">
          {view.paste.hint}
        </Typography.Text>
      )}
      {!drag && view.hint && (
        <Typography.Text type="secondary" className="suite-upload__hint" data-testid="upload-hint">
          {view.hint}
        </Typography.Text>
      )}
      {view.overall.visible && (
        <Progress
          percent={view.overall.percent}
          size="small"
          format={() => view.overall.label}
          data-testid="upload-overall"
        />
      )}
      {view.items.length > 0 ? (
        <>
          <BatchBar batch={view.batch} />
          <UploadList
            items={view.items}
            onAction={onAction}
            onPreview={preview.open}
            onSelect={(item, selected) => view.select([item.id], selected)}
          />
        </>
      ) : (
        view.emptyText && <Typography.Text type="secondary">{view.emptyText}</Typography.Text>
      )}
      <ImageViewerDialog viewer={preview.viewer} />
      {extras}
    </div>
  );
}
