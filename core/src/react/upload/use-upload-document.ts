import { useEffect } from 'react';
import type { UploadDocView } from '../../upload';

/**
 * The document a held file comes from, asked for once its row shows: returns the view to render,
 * or `undefined` while the lookup has not started (nothing to show yet). Core ignores a second
 * `load` while one runs, so StrictMode's second effect asks once.
 */
export function useUploadDocument(document: UploadDocView): UploadDocView | undefined {
  const { status, load } = document;
  useEffect(() => {
    if (status === 'idle') load();
  }, [status, load]);
  return status === 'idle' ? undefined : document;
}
