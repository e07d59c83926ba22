/** @jest-environment jsdom */
import { htmlToSlate, slateToHtml } from '../../rich-text';
import { Editor } from 'slate';
import type { UploadedFile } from '../../upload';
import { pictureFile, settlePastedPictures, takePastedPictures } from './paste-images';
import { createRichTextEditor } from './slate-commands';

const uploaded = (fileId: string): UploadedFile => ({ fileId, name: `${fileId}.png`, size: 70 });

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('pasted pictures', () => {
  it('takes data-URL pictures out of pasted blocks, keeping their place, and leaves other images', () => {
    const blocks = htmlToSlate(
      `<p>a <img src="${PIXEL}" alt="chart"> b</p><ul><li><img src="${PIXEL}"></li></ul><p><img src="/api/file/preview?fileId=7"></p>`,
    );
    const taken = takePastedPictures(blocks);
    expect(taken).toHaveLength(2);
    expect(taken.every((picture) => picture.dataUrl === PIXEL)).toBe(true);
    expect(new Set(taken.map((picture) => picture.key)).size).toBe(2);
    const html = slateToHtml(blocks);
    expect(html).not.toContain('data:');
    expect(html).toContain('fileId=7');
  });

  it('makes a file of a base64 picture, named for its type, and refuses anything else', async () => {
    const file = pictureFile(PIXEL, 'pasted-image-1');
    expect(file?.name).toBe('pasted-image-1.png');
    expect(file?.type).toBe('image/png');
    expect(file?.size).toBe(70);
    expect(pictureFile('data:image/png,notbase64', 'x')).toBeUndefined();
    expect(pictureFile('data:image/png;base64,@@@', 'x')).toBeUndefined();
  });

  it('settles the pictures answered together in one change: uploaded ones shown, refused ones gone', () => {
    const editor = createRichTextEditor();
    editor.children = htmlToSlate(
      `<p>a <img src="${PIXEL}" alt="one"> b <img src="${PIXEL}" alt="two"> c</p><p><img src="${PIXEL}" alt="three"></p>`,
    );
    const [one, two, three] = takePastedPictures(editor.children);
    const changes: number[] = [];
    editor.onChange = () => changes.push(editor.operations.length);
    settlePastedPictures(
      editor,
      new Map([
        [one?.key ?? '', uploaded('f1')],
        [two?.key ?? '', null],
        [three?.key ?? '', uploaded('f3')],
      ]),
      {},
    );
    const images = Array.from(Editor.nodes(editor, { at: [], match: (node) => 'url' in node }));
    expect(
      images.map(([node]) => [(node as { alt?: string }).alt, (node as { fileId?: string }).fileId]),
    ).toEqual([
      ['one', 'f1'],
      ['three', 'f3'],
    ]);
    expect(images.every(([node]) => !('uploading' in node))).toBe(true);
    expect(Editor.string(editor, [0])).toBe('a  b  c');
    return Promise.resolve().then(() => expect(changes).toHaveLength(1));
  });
});
