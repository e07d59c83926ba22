import type { UploadSourceOption, UploadView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { ActionSheet, Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useRef, useState, type ChangeEvent } from 'react';

/** The upload button: an action sheet of the spec 9 sources core offers, each opening its own file input. */
export function SourcePicker({ view }: { view: UploadView }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<UploadSourceOption['key']>('file');
  const input = useRef<HTMLInputElement>(null);
  const chosen = view.sources.find((option) => option.key === source);
  const choose = (key: UploadSourceOption['key']) => {
    setOpen(false);
    setSource(key);
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
        multiple={chosen?.multiple}
        accept={chosen?.accept || undefined}
        capture={chosen?.capture}
        onChange={onFiles}
        data-testid="upload-input"
      />
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        extra={t('upload.source.title')}
        cancelText={t('common.cancel')}
        actions={view.sources.map((option) => ({
          key: option.key,
          text: option.label,
          onClick: () => choose(option.key),
        }))}
      />
    </>
  );
}
