import type { UploadItemView } from '@suite-ui/core';
import { useListImagePreview, useT, useUploadField } from '@suite-ui/core/react';
import { Image, List, ProgressBar, Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { ImageViewerPopup } from '../image-viewer/ImageViewer';
import type { UploadProps } from './interface';
import { useItemSheet } from './ItemSheet';
import { SourcePicker } from './SourcePicker';

/**
 * Mobile upload field (antd-mobile): sources camera, video, album and file (spec 9), 70 × 70
 * thumbnails, progress per row, a fail toast on errors (spec 8), row actions in an action sheet.
 */
export function Upload(props: UploadProps) {
  // spec 8: on mobile an error message is a fail toast
  const view = useUploadField(props, 'mobile', ({ type, content }) =>
    Toast.show(type === 'error' ? { icon: 'fail', content } : { content }),
  );
  const sheet = useItemSheet(view);
  // spec 8: a tapped image previews in the built-in viewer (or the app's image preview), stepping
  // through the list's other images
  const preview = useListImagePreview(view.items, 'mobile', props.imagePreviewer);
  if (view.hidden) return null;
  return (
    <div className="suite-upload" data-testid="upload" data-mode={props.mode ?? 'edit'}>
      {!view.readOnly && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px' }}>
          <SourcePicker view={view} />
          {view.hint && (
            <span style={{ color: 'var(--adm-color-weak)', fontSize: 12 }} data-testid="upload-hint">
              {view.hint}
            </span>
          )}
        </div>
      )}
      {view.overall.visible && (
        <ProgressBar
          percent={view.overall.percent}
          text={view.overall.label}
          style={{ padding: '0 12px' }}
          data-testid="upload-overall"
        />
      )}
      {view.emptyText ? (
        <div style={{ padding: 12, color: 'var(--adm-color-weak)' }}>{view.emptyText}</div>
      ) : (
        <List data-testid="upload-list">
          {view.items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              size={view.thumbnailSize}
              onOpen={sheet.open}
              onPreview={preview.open}
            />
          ))}
        </List>
      )}
      {sheet.sheets}
      <ImageViewerPopup viewer={preview.viewer} />
    </div>
  );
}

function UploadRow({
  item,
  size,
  onOpen,
  onPreview,
}: {
  item: UploadItemView;
  size: number;
  onOpen(item: UploadItemView): void;
  onPreview(item: UploadItemView): boolean;
}) {
  const t = useT();
  const thumbnail = item.thumbnailUrl && (
    <Image
      src={item.thumbnailUrl}
      width={size}
      height={size}
      fit="cover"
      style={{ borderRadius: 4 }}
      alt={item.name}
    />
  );
  return (
    <List.Item
      data-testid="upload-item"
      data-status={item.status}
      prefix={
        thumbnail && item.previewUrl ? (
          <button
            type="button"
            className="suite-m-upload-preview"
            style={{ all: 'unset', display: 'block', cursor: 'zoom-in' }}
            aria-label={t('upload.image.preview', { name: item.name })}
            data-testid="upload-item-preview"
            onClick={(event) => {
              // the tap previews the image; the rest of the row opens its actions
              event.stopPropagation();
              onPreview(item);
            }}
          >
            {thumbnail}
          </button>
        ) : thumbnail ? (
          thumbnail
        ) : (
          <FileOutline fontSize={28} aria-hidden />
        )
      }
      description={
        item.status === 'done' ? (
          [item.sizeLabel, item.secretLevelName].filter(Boolean).join(' · ')
        ) : (
          <>
            <ProgressBar percent={item.percent} style={{ margin: '4px 0' }} />
            <span
              role={item.error ? 'alert' : undefined}
              style={item.error ? { color: 'var(--adm-color-danger)' } : undefined}
            >
              {item.statusText}
            </span>
          </>
        )
      }
      arrowIcon={item.actions.length > 0}
      onClick={item.actions.length > 0 ? () => onOpen(item) : undefined}
      aria-label={item.actions.length > 0 ? `${item.name} ${t('upload.actions')}` : undefined}
    >
      <span data-testid="upload-item-name">{item.name}</span>
    </List.Item>
  );
}
