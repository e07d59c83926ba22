import InboxOutlined from '@ant-design/icons/InboxOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { UploadView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Button, Upload as AntdUpload, type UploadProps as AntdUploadProps } from 'antd';
import type { ReactNode } from 'react';

export interface FilePickerProps {
  view: UploadView;
  /** A drag-and-drop area instead of a button. */
  drag?: boolean;
  /** What to show instead of the default button (the image list's add tile). */
  children?: ReactNode;
}

/** Opens the file dialog (or takes dropped files) and hands the whole selection to core. */
export function FilePicker({ view, drag, children }: FilePickerProps) {
  const t = useT();
  const picker: AntdUploadProps = {
    multiple: view.multiple,
    accept: view.accept || undefined,
    disabled: !view.canAdd,
    showUploadList: false,
    // antd only picks files: core checks and uploads them, once per selection
    beforeUpload: (file, selection) => {
      if (file === selection[0]) view.add(selection);
      return AntdUpload.LIST_IGNORE;
    },
  };
  if (drag) {
    return (
      <AntdUpload.Dragger {...picker} data-testid="upload-drop">
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('upload.dragHint')}</p>
        {view.hint && <p className="ant-upload-hint">{view.hint}</p>}
      </AntdUpload.Dragger>
    );
  }
  return (
    <AntdUpload {...picker}>
      {children ?? (
        <Button icon={<UploadOutlined />} disabled={!view.canAdd} data-testid="upload-button">
          {t('upload.button')}
        </Button>
      )}
    </AntdUpload>
  );
}
