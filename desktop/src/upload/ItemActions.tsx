import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FileWordOutlined from '@ant-design/icons/FileWordOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import type { UploadActionKey, UploadItemView } from '@suite-ui/core';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

const ICONS: Record<UploadActionKey, ReactNode> = {
  download: <DownloadOutlined />,
  edit: <FileWordOutlined />,
  rename: <EditOutlined />,
  reupload: <SyncOutlined />,
  editSecretLevel: <SafetyCertificateOutlined />,
  appeal: <FlagOutlined />,
  retry: <RedoOutlined />,
  cancel: <CloseCircleOutlined />,
  remove: <DeleteOutlined />,
};

export interface ItemActionsProps {
  item: UploadItemView;
  /** Runs an action other than download (a link). */
  onAction(key: UploadActionKey, item: UploadItemView): void;
  /** Light icons on a dark overlay (image tiles). */
  inverse?: boolean;
}

/** The row's actions as icon buttons, in the order core gives them. */
export function ItemActions({ item, onAction, inverse }: ItemActionsProps) {
  return (
    <span
      className={inverse ? 'suite-upload-actions suite-upload__actions--inverse' : 'suite-upload-actions'}
      data-testid="upload-actions"
    >
      {item.actions.map(({ key, label }) => (
        <Tooltip key={key} title={label}>
          <Button
            type="text"
            size="small"
            icon={ICONS[key]}
            aria-label={label}
            data-testid={`upload-${key}`}
            {...(key === 'download'
              ? { href: item.downloadUrl, download: item.name, rel: 'noopener' }
              : { onClick: () => onAction(key, item) })}
          />
        </Tooltip>
      ))}
    </span>
  );
}
