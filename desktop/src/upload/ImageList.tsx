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
import './upload.css';

/** Desktop image list: 100 × 100 thumbnails (spec 9), images only unless `limits.accept` says otherwise (spec 5). */
export function ImageList(props: ImageListProps) {
  const t = useT();
  const { view, holder } = useDesktopUpload({ ...props, imagesOnly: true });
  const { onAction, extras } = useItemActions(view);
  // spec 8: the built-in image viewer previews the list's images (previous and next step through them)
  const preview = useListImagePreview(view.items, 'desktop', props.imagePreviewer);
  if (view.hidden) return null;
  // the thumbnails' size, read by the stylesheet for the tiles and the add button
  const size = { '--suite-upload-thumbnail-size': `${view.thumbnailSize}px` } as CSSProperties;
  return (
    <div className="suite-image-list suite-upload__images" data-testid="image-list" style={size}>
      {holder}
      {view.items.map((item) => (
        <ImageTile
          key={item.id}
          item={item}
          size={view.thumbnailSize}
          onAction={onAction}
          onPreview={preview.open}
        />
      ))}
      {view.canAdd && (
        <FilePicker view={view}>
          <button type="button" className="suite-image-add suite-upload__add" data-testid="upload-button">
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
      className="suite-upload__tile-open"
      aria-label={t('upload.image.preview', { name: item.name })}
      onClick={() => onPreview(item)}
    >
      <img src={item.thumbnailUrl} alt={item.name} className="suite-upload__tile-image" />
    </button>
  ) : item.status === 'failed' ? (
    <Tooltip title={item.statusText}>
      <ExclamationCircleOutlined className="suite-upload__tile-failed" aria-label={item.statusText} />
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
      className="suite-image-tile suite-upload__tile"
      data-testid="upload-item"
      data-status={item.status}
      title={item.name}
    >
      {body}
      {item.actions.length > 0 && (
        <div className="suite-upload__tile-actions">
          <ItemActions item={item} onAction={onAction} inverse />
        </div>
      )}
    </div>
  );
}
