/**
 * @jest-environment jsdom
 */
import { onPastedImages, pastedImages } from './pasted-images';

function clipboard(...items: Array<{ kind: string; type: string; file?: File | null }>) {
  return {
    items: items.map((item) => ({ kind: item.kind, type: item.type, getAsFile: () => item.file ?? null })),
  } as unknown as Pick<DataTransfer, 'items'>;
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

describe('pasted pictures (spec 7 base upload)', () => {
  it('reads the pictures of a paste as data URLs and leaves text and other files alone', async () => {
    const data = clipboard(
      { kind: 'string', type: 'text/plain' },
      { kind: 'file', type: 'application/pdf', file: new File(['x'], 'a.pdf') },
      { kind: 'file', type: 'image/png', file: png },
    );
    expect(await pastedImages(data)).toEqual(['data:image/png;base64,iVBORw==']);
    expect(await pastedImages(null)).toEqual([]);
  });

  it("the field's paste handler hands each picture over, and skips one the browser cannot read", async () => {
    const added: string[] = [];
    onPastedImages((url) => added.push(url))({
      clipboardData: clipboard({ kind: 'file', type: 'image/png', file: png }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(added).toEqual(['data:image/png;base64,iVBORw==']);
    const read = jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (
      this: FileReader,
    ) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    onPastedImages((url) => added.push(url))({
      clipboardData: clipboard({ kind: 'file', type: 'image/png', file: png }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(added).toHaveLength(1);
    read.mockRestore();
  });
});
