import FileOutlined from '@ant-design/icons/FileOutlined';
import type { UploadActionKey, UploadItemView, UploadTone } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Checkbox, Progress, Tag, Typography } from 'antd';
import { DocumentLine } from './DocumentLine';
import { ItemActions } from './ItemActions';

export interface UploadListProps {
  items: UploadItemView[];
  onAction(key: UploadActionKey, item: UploadItemView): void;
  /** Previews an image row (spec 8). */
  onPreview?(item: UploadItemView): void;
  /** Chooses or leaves a row for the batch download. */
  onSelect?(item: UploadItemView, selected: boolean): void;
}

/**
 * The tag colours of core's tones: solid tags in the accessible palette (white text at AA), since
 * antd's light "processing" and "success" tags read at about 3:1.
 */
const TAG_COLOR: Record<UploadTone, string> = {
  default: 'default',
  processing: 'var(--ant-color-primary)',
  success: 'var(--ant-color-success)',
  danger: 'var(--ant-color-error)',
  warning: 'warning',
};
// antd gives a colour of its own a pale background worked out from it, which a variable cannot give
const SOLID_TONES: ReadonlySet<UploadTone> = new Set(['processing', 'success', 'danger']);

const progressStatus = (item: UploadItemView) =>
  item.status === 'failed' ? 'exception' : item.status === 'done' ? 'success' : 'active';

/** The rows of the desktop Upload: name, size, secret level, progress or error, actions. */
export function UploadList({ items, onAction, onPreview, onSelect }: UploadListProps) {
  const t = useT();
  return (
    <ul className="suite-upload-list suite-upload__list" data-testid="upload-list">
      {items.map((item) => (
        <li key={item.id} className="suite-upload__item" data-testid="upload-item" data-status={item.status}>
          <div className="suite-upload__row">
            {item.selectable && onSelect && (
              <Checkbox
                checked={item.selected}
                onChange={(event) => onSelect(item, event.target.checked)}
                aria-label={t('upload.select', { name: item.name })}
                data-testid="upload-item-select"
              />
            )}
            {item.thumbnailUrl && item.previewUrl && onPreview ? (
              <button
                type="button"
                className="suite-upload__preview"
                aria-label={t('upload.image.preview', { name: item.name })}
                data-testid="upload-item-preview"
                onClick={() => onPreview(item)}
              >
                <Thumbnail url={item.thumbnailUrl} />
              </button>
            ) : item.thumbnailUrl ? (
              <Thumbnail url={item.thumbnailUrl} />
            ) : (
              <FileOutlined aria-hidden />
            )}
            <Typography.Text ellipsis className="suite-upload__name" data-testid="upload-item-name">
              {item.name}
            </Typography.Text>
            {item.verification && (
              <Tag
                color={TAG_COLOR[item.verification.tone]}
                variant={SOLID_TONES.has(item.verification.tone) ? 'solid' : undefined}
                data-testid="upload-item-verification"
                data-verification={item.verification.status}
              >
                {item.verification.label}
              </Tag>
            )}
            {item.blockedText && (
              <Tag color="error" data-testid="upload-item-blocked">
                {item.blockedText}
              </Tag>
            )}
            {item.secretLevelName && <Tag data-testid="upload-item-level">{item.secretLevelName}</Tag>}
            <Typography.Text type="secondary" data-testid="upload-item-size">
              {item.sizeLabel}
            </Typography.Text>
            <ItemActions item={item} onAction={onAction} />
          </div>
          {item.document && <DocumentLine document={item.document} />}
          {item.status !== 'done' && (
            <>
              <Progress
                percent={item.percent}
                size="small"
                status={progressStatus(item)}
                showInfo={false}
                aria-label={item.statusText}
              />
              <Typography.Text
                type={item.error ? 'danger' : 'secondary'}
                data-testid="upload-item-status"
                role={item.error ? 'alert' : undefined}
              >
                {item.statusText}
              </Typography.Text>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A held image's small picture in its row. */
function Thumbnail({ url }: { url: string }) {
  return <img src={url} alt="" width={24} height={24} className="suite-upload__thumbnail" />;
}
