import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { UploadActionKey, UploadItemView } from '@suite-ui/core';
import { useListImagePreview, useT } from '@suite-ui/core/react';
import { Progress, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { ImageViewerDialog } from '../image-viewer/ImageViewer';
import { FilePicker } from './FilePicker';
import type { ImageListProps } from './interface';
import { ItemActions } from './ItemActions';
import { useDesktopUpload } from './use-desktop-upload';
import { useItemActions } from './use-item-actions';

/** Desktop image list: 100 × 100 thumbnails (spec 9), images only unless `limits.accept` says otherwise (spec 5). */
export function ImageList(props: ImageListProps) {
  const t = useT();
  const { view, holder } = useDesktopUpload({ ...props, imagesOnly: true });
  const { onAction, extras } = useItemActions(view);
  // spec 8: the built-in image viewer previews the list's images (previous and next step through them)
  const preview = useListImagePreview(view.items, 'desktop', props.imagePreviewer);
  if (view.hidden) return null;
  const size = view.thumbnailSize;
  return (
    <div
      className="suite-image-list"
      data-testid="image-list"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
    >
      {holder}
      {view.items.map((item) => (
        <ImageTile key={item.id} item={item} size={size} onAction={onAction} onPreview={preview.open} />
      ))}
      {view.canAdd && (
        <FilePicker view={view}>
          <button
            type="button"
            className="suite-image-add"
            style={{ ...styles.add, width: size, height: size }}
            data-testid="upload-button"
          >
            <PlusOutlined aria-hidden />
            <span>{t('upload.add')}</span>
          </button>
        </FilePicker>
      )}
      <ImageViewerDialog viewer={preview.viewer} />
      {extras}
    </div>
  );
}

const styles = {
  tile: {
    position: 'relative',
    overflow: 'hidden',
    border: '1px solid',
    borderRadius: 8,
    background: 'var(--ant-color-fill-alter)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  open: { all: 'unset', width: '100%', height: '100%', cursor: 'zoom-in' },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  // always shown (not on hover only) so touch and keyboard users reach the actions too
  overlay: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    display: 'flex',
    justifyContent: 'center',
    background: 'var(--ant-color-bg-mask)',
  },
  add: {
    border: '1px dashed var(--ant-color-border)',
    borderRadius: 8,
    background: 'var(--ant-color-fill-alter)',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

interface ImageTileProps {
  item: UploadItemView;
  size: number;
  onAction(key: UploadActionKey, item: UploadItemView): void;
  onPreview(item: UploadItemView): void;
}

function ImageTile({ item, size, onAction, onPreview }: ImageTileProps) {
  const t = useT();
  const body = item.thumbnailUrl ? (
    <button
      type="button"
      style={styles.open}
      aria-label={t('upload.image.preview', { name: item.name })}
      onClick={() => onPreview(item)}
    >
      <img src={item.thumbnailUrl} alt={item.name} style={styles.image} />
    </button>
  ) : item.status === 'failed' ? (
    <Tooltip title={item.statusText}>
      <ExclamationCircleOutlined
        style={{ fontSize: 28, color: 'var(--ant-color-error)' }}
        aria-label={item.statusText}
      />
    </Tooltip>
  ) : (
    <Progress
      type="circle"
      percent={item.percent}
      size={Math.round(size * 0.56)}
      aria-label={item.statusText}
    />
  );
  return (
    <div
      className="suite-image-tile"
      style={{
        ...styles.tile,
        width: size,
        height: size,
        borderColor: item.status === 'failed' ? 'var(--ant-color-error)' : 'var(--ant-color-border)',
      }}
      data-testid="upload-item"
      data-status={item.status}
      title={item.name}
    >
      {body}
      {item.actions.length > 0 && (
        <div style={styles.overlay}>
          <ItemActions item={item} onAction={onAction} inverse />
        </div>
      )}
    </div>
  );
}
