import type { UploadActionKey, UploadItemView, UploadView } from '@suite-ui/core';
import { useReuploadPicker } from '@suite-ui/core/react';
import { useState } from 'react';
import { ItemDialogs, type ItemDialog } from './ItemDialogs';

/** Runs a row's actions: dialogs for rename and secret level, a file dialog for re-upload, core for the rest. */
export function useItemActions(view: UploadView) {
  const [dialog, setDialog] = useState<ItemDialog>();
  const reupload = useReuploadPicker(view);

  const onAction = (key: UploadActionKey, item: UploadItemView) => {
    if (view.runAction(key, item.id)) return;
    if (key === 'rename') setDialog({ kind: 'rename', item });
    else if (key === 'editSecretLevel') setDialog({ kind: 'secretLevel', item });
    else if (key === 'appeal') setDialog({ kind: 'appeal', item });
    else if (key === 'reupload') reupload.pick(item.id);
  };

  const extras = (
    <>
      <input type="file" hidden {...reupload.inputProps} data-testid="upload-reupload-input" />
      <ItemDialogs view={view} dialog={dialog} onClose={() => setDialog(undefined)} />
    </>
  );
  return { onAction, extras };
}
