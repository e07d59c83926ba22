import { richTextPreviewImages } from './rich-text.preview';
import type { RichTextValue } from './rich-text.types';

const image = (url: string, alt?: string) => ({
  type: 'image' as const,
  url,
  alt,
  children: [{ text: '' }] as [{ text: string }],
});

describe('richTextPreviewImages (spec 8: a clicked image previews with the others of the text)', () => {
  const a = image('/api/file/preview?fileId=1&type=redirect', 'a.png');
  const b = image('data:image/png;base64,AAAA');
  const unsafe = image(['java', 'script:alert(1)'].join(''));
  const c = image('/api/app/file/preview?fileId=3&type=redirect', 'c.png');
  const doc = [
    { type: 'paragraph', children: [{ text: 'x' }, a, { text: '' }] },
    {
      type: 'table',
      children: [
        {
          type: 'table-row',
          children: [{ type: 'table-cell', children: [{ type: 'paragraph', children: [b, unsafe] }] }],
        },
      ],
    },
    {
      type: 'bulleted-list',
      children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [c] }] }],
    },
  ] as unknown as RichTextValue;

  it('lists the safe images in reading order, tables and lists included', () => {
    const { elements, images } = richTextPreviewImages(doc);
    expect(elements).toEqual([a, b, c]);
    expect(elements[2]).toBe(c);
    expect(images).toEqual([
      { src: a.url, name: 'a.png' },
      { src: b.url, name: '' },
      { src: c.url, name: 'c.png' },
    ]);
  });
  it('asks for the app format in the mobile app shell, data addresses unchanged (spec 7)', () => {
    expect(richTextPreviewImages(doc, true).images.map((i) => i.src)).toEqual([
      `${a.url}&imgFormat=imagePreview`,
      b.url,
      `${c.url}&imgFormat=imagePreview`,
    ]);
  });
  it('reads nothing from a document without images or with odd nodes', () => {
    expect(richTextPreviewImages([null, 1, { type: 'paragraph' }, { type: 'image', url: 3 }])).toEqual({
      elements: [],
      images: [],
    });
  });
});
