import { useRef, type ChangeEvent, type RefObject } from 'react';
import type { UploadView } from '../../upload';

/** The hidden file input that picks the replacement of a held file ("re-upload"), for either skin. */
export interface ReuploadPicker {
  /** Opens the file chooser for the row `itemId`. */
  pick(itemId: string): void;
  /** Props of an `<input type="file" hidden>` the skin renders once. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    accept: string | undefined;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
  };
}

export function useReuploadPicker(view: UploadView): ReuploadPicker {
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<string>(undefined);
  return {
    pick(itemId) {
      target.current = itemId;
      input.current?.click();
    },
    inputProps: {
      ref: input,
      accept: view.accept || undefined,
      onChange(event) {
        const file = event.target.files?.[0];
        if (file && target.current) view.reupload(target.current, file);
        event.target.value = ''; // the same file may be picked again
      },
    },
  };
}
