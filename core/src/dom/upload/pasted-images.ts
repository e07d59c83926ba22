/**
 * The pictures of a paste (a screenshot, a copied image) as `data:` URLs, for spec 7's base
 * upload. Other items (text, files that are not images) are left alone, so a paste of text into a
 * field still pastes text.
 */
export async function pastedImages(data: Pick<DataTransfer, 'items'> | null | undefined): Promise<string[]> {
  const files = [...(data?.items ?? [])]
    .filter((item) => item.kind === 'file' && item.type.startsWith('image/'))
    .flatMap((item) => {
      const file = item.getAsFile();
      return file ? [file] : [];
    });
  return Promise.all(files.map(dataUrlOf));
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A paste handler for an upload field (both skins): each pasted picture goes to `add` (the view's
 * `paste.pasteImage`); a picture the browser cannot read is skipped, as an unreadable clipboard is.
 */
export function onPastedImages(
  add: (dataUrl: string) => void,
): (event: { clipboardData: Pick<DataTransfer, 'items'> | null }) => void {
  return (event) => {
    pastedImages(event.clipboardData).then(
      (images) => images.forEach(add),
      () => undefined,
    );
  };
}
