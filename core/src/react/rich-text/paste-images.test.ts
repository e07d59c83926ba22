/** @jest-environment jsdom */
import { htmlToSlate, slateToHtml } from '../../rich-text';
import { pictureFile, takePastedPictures } from './paste-images';

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
});
