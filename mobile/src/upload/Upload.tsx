import type { UploadBatchView, UploadItemView, UploadTone } from '@suite-ui/core';
import { onPastedImages } from '@suite-ui/core/dom';
import { useListImagePreview, useT, useUploadField } from '@suite-ui/core/react';
import { Button, Checkbox, Image, List, ProgressBar, Space, Tag, Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { ImageViewerPopup } from '../image-viewer/ImageViewer';
import type { UploadProps } from './interface';
import { BatchLevelButton } from './BatchLevelButton';
import { DocumentLine } from './DocumentLine';
import { useItemSheet } from './ItemSheet';
import { RemoteButton } from './RemoteButton';
import { SourcePicker } from './SourcePicker';
import './upload.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

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
    <div
      className="suite-upload"
      data-testid="upload"
      data-mode={props.mode ?? 'edit'}
      // spec 7 base upload: a picture pasted while the field has the focus
      onPaste={view.paste.available ? onPastedImages(view.paste.pasteImage) : undefined}
    >
      {!view.readOnly && (
        <div className="suite-m-upload__sources">
          {view.unsupportedText ? (
            <span role="alert" className="suite-m-upload__unsupported" data-testid="upload-unsupported">
              {view.unsupportedText}
            </span>
          ) : (
            <>
              <SourcePicker view={view} />
              <RemoteButton remote={view.remote} />
            </>
          )}
          {view.hint && (
            <span className="suite-m-upload__hint" data-testid="upload-hint">
              {view.hint}
            </span>
          )}
        </div>
      )}
      {view.overall.visible && (
        <ProgressBar
          percent={view.overall.percent}
          text={view.overall.label}
          className="suite-m-upload__overall"
          data-testid="upload-overall"
        />
      )}
      {view.items.length > 0 && <BatchBar batch={view.batch} />}
      {view.emptyText ? (
        <div className="suite-m-upload__empty">{view.emptyText}</div>
      ) : (
        <List data-testid="upload-list">
          {view.items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              size={view.thumbnailSize}
              onOpen={sheet.open}
              onPreview={preview.open}
              onSelect={(selected) => view.select([item.id], selected)}
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
  onSelect,
}: {
  item: UploadItemView;
  size: number;
  onOpen(item: UploadItemView): void;
  onPreview(item: UploadItemView): boolean;
  onSelect(selected: boolean): void;
}) {
  const t = useT();
  const thumbnail = item.thumbnailUrl && (
    <Image
      src={item.thumbnailUrl}
      width={size}
      height={size}
      fit="cover"
      className="suite-m-upload__thumbnail"
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
          <>
            {[item.sizeLabel, item.secretLevelName].filter(Boolean).join(' · ')}
            {(item.verification || item.blockedText) && (
              <Space wrap className="suite-m-upload__tags">
                {item.verification && (
                  <Tag
                    color={TAG_COLOR[item.verification.tone]}
                    fill="outline"
                    data-testid="upload-item-verification"
                    data-verification={item.verification.status}
                  >
                    {item.verification.label}
                  </Tag>
                )}
                {item.blockedText && (
                  <Tag color="danger" fill="outline" data-testid="upload-item-blocked">
                    {item.blockedText}
                  </Tag>
                )}
              </Space>
            )}
            {item.document && <DocumentLine document={item.document} />}
          </>
        ) : (
          <>
            <ProgressBar percent={item.percent} className="suite-m-upload__progress" />
            <span role={item.error ? 'alert' : undefined} className="suite-m-upload__status">
              {item.statusText}
            </span>
          </>
        )
      }
      extra={
        item.selectable ? (
          <span onClick={(event) => event.stopPropagation()}>
            {/* named by hidden text: antd-mobile puts an aria-label on its <label>, where it is not allowed */}
            <Checkbox checked={item.selected} onChange={onSelect} data-testid="upload-item-select">
              <span className={VISUALLY_HIDDEN}>{t('upload.select', { name: item.name })}</span>
            </Checkbox>
          </span>
        ) : undefined
      }
      arrowIcon={item.actions.length > 0}
      onClick={item.actions.length > 0 ? () => onOpen(item) : undefined}
      aria-label={item.actions.length > 0 ? `${item.name} ${t('upload.actions')}` : undefined}
    >
      <span data-testid="upload-item-name">{item.name}</span>
    </List.Item>
  );
}

/** antd-mobile's tag colours for core's tones. */
const TAG_COLOR: Record<UploadTone, string> = {
  default: 'default',
  processing: 'primary',
  success: 'success',
  danger: 'danger',
  warning: 'warning',
};

/** The batch download bar (spec 7): select all, download the chosen rows, progress, the archive's link. */
function BatchBar({ batch }: { batch: UploadBatchView }) {
  if (!batch.available) return null;
  return (
    <div className="suite-m-upload__batch" data-testid="upload-batch">
      <Space wrap align="center">
        <Checkbox
          checked={batch.allSelected}
          indeterminate={batch.someSelected}
          onChange={batch.selectAll}
          data-testid="upload-select-all"
        >
          {batch.selectAllLabel}
        </Checkbox>
        {batch.downloadAvailable && (
          <Button
            size="mini"
            disabled={!batch.canStart}
            loading={batch.status === 'preparing'}
            onClick={batch.start}
            data-testid="upload-batch-start"
          >
            {batch.label}
          </Button>
        )}
        <BatchLevelButton level={batch.secretLevel} />
        {batch.downloadUrl && (
          <a
            href={batch.downloadUrl}
            download={batch.downloadName ?? true}
            rel="noopener"
            className="adm-button adm-button-primary adm-button-mini"
            data-testid="upload-batch-save"
          >
            {batch.downloadLabel}
          </a>
        )}
        {batch.status && batch.status !== 'preparing' && (
          <Button size="mini" fill="none" onClick={batch.close} data-testid="upload-batch-close">
            {batch.closeLabel}
          </Button>
        )}
      </Space>
      {batch.status && (
        <div
          className="suite-m-upload__batch-status"
          data-testid="upload-batch-status"
          data-status={batch.status}
        >
          {batch.status === 'preparing' && <ProgressBar percent={batch.percent} />}
          <span role="status" className="suite-m-upload__batch-text">
            {batch.statusText}
          </span>
        </div>
      )}
    </div>
  );
}
