import type { UploadActionKey, UploadApiView, UploadItemView } from '@suite-ui/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { ItemDialogs, type ItemDialog } from './ItemDialogs';

/** Runs a row's actions: dialogs for rename and secret level, a file dialog for re-upload, core for the rest. */
export function useItemActions(view: UploadApiView) {
  const [dialog, setDialog] = useState<ItemDialog>();
  const input = useRef<HTMLInputElement>(null);
  const reuploading = useRef<string>(undefined);

  const onAction = (key: UploadActionKey, item: UploadItemView) => {
    if (key === 'rename') setDialog({ kind: 'rename', item });
    else if (key === 'editSecretLevel') setDialog({ kind: 'secretLevel', item });
    else if (key === 'reupload') {
      reuploading.current = item.id;
      input.current?.click();
    } else if (key === 'retry') view.retry(item.id);
    else if (key === 'cancel') view.cancel(item.id);
    else if (key === 'remove') view.remove(item.id);
  };

  const onReuploadFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file && reuploading.current) view.reupload(reuploading.current, file);
    event.target.value = '';
  };

  const extras = (
    <>
      <input
        type="file"
        hidden
        ref={input}
        accept={view.accept || undefined}
        onChange={onReuploadFile}
        data-testid="upload-reupload-input"
      />
      <ItemDialogs view={view} dialog={dialog} onClose={() => setDialog(undefined)} />
    </>
  );
  return { onAction, extras };
}
