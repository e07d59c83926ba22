import {
  MOBILE_UPLOAD_SOURCES,
  mobileSourceInput,
  type MobileUploadSource,
  type UploadApiView,
} from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { ActionSheet, Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useRef, useState, type ChangeEvent } from 'react';

/** The upload button: an action sheet of the spec 9 sources, each opening its own file input. */
export function SourcePicker({ view }: { view: UploadApiView }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<MobileUploadSource>('file');
  const input = useRef<HTMLInputElement>(null);
  const attributes = mobileSourceInput(source, view.accept);

  const choose = (chosen: MobileUploadSource) => {
    setOpen(false);
    setSource(chosen);
    // the input must carry the source's accept and capture before it opens
    requestAnimationFrame(() => input.current?.click());
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length) view.add(files);
    event.target.value = '';
  };

  return (
    <>
      <Button
        color="primary"
        fill="outline"
        size="small"
        disabled={!view.canAdd}
        onClick={() => setOpen(true)}
        data-testid="upload-button"
      >
        <AddOutline aria-hidden /> {t('upload.button')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple={view.multiple && source !== 'camera' && source !== 'video'}
        accept={attributes.accept || undefined}
        capture={attributes.capture}
        onChange={onFiles}
        data-testid="upload-input"
      />
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        extra={t('upload.source.title')}
        cancelText={t('common.cancel')}
        actions={MOBILE_UPLOAD_SOURCES.map((key) => ({
          key,
          text: t(`upload.source.${key}`),
          onClick: () => choose(key),
        }))}
      />
    </>
  );
}
