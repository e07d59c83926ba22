/** @jest-environment jsdom */
import { htmlToSlate, htmlToSlateParts, slateToHtml, emptyRichText } from './rich-text.serialize';
import type { RichTextValue } from './rich-text.types';
import { XSS_HTML_VECTORS } from './xss-vectors';

/** Every block and mark the editor offers. */
const everything: RichTextValue = [
  { type: 'heading', level: 1, children: [{ text: 'Title' }] },
  { type: 'heading', level: 3, align: 'center', children: [{ text: 'Centred' }] },
  {
    type: 'paragraph',
    align: 'right',
    indent: 2,
    children: [
      { text: 'plain ' },
      { text: 'bold', bold: true },
      { text: 'all', bold: true, italic: true, underline: true, strike: true },
      { text: ' red 18', color: '#ff0000', fontSize: 18 },
      { text: '  two  spaces and\na break ' },
      {
        type: 'link',
        url: 'https://example.com/?a=1&b=2',
        children: [{ text: 'link ' }, { text: 'bold', bold: true }],
      },
      { text: ' ' },
      {
        type: 'image',
        url: '/api/file/preview?fileId=7&type=redirect',
        alt: 'pic',
        fileId: '7',
        width: 120,
        children: [{ text: '' }],
      },
      { text: '' },
      {
        type: 'attachment',
        url: '/api/file/dl?fileId=8',
        fileId: '8',
        name: 'plan <v2>.docx',
        children: [{ text: '' }],
      },
      { text: ' hi ' },
      { type: 'mention', id: 'u1', name: 'Li Lei', children: [{ text: '' }] },
      { text: '' },
    ],
  },
  { type: 'paragraph', align: 'justify', children: [{ text: 'justified' }] },
  { type: 'quote', children: [{ text: 'quoted', italic: true }] },
  { type: 'code', children: [{ text: 'const a = 1 < 2;\n  indented' }] },
  {
    type: 'bulleted-list',
    children: [
      { type: 'list-item', children: [{ text: 'one' }] },
      { type: 'list-item', children: [{ text: 'two', underline: true }] },
    ],
  },
  { type: 'numbered-list', indent: 1, children: [{ type: 'list-item', children: [{ text: 'first' }] }] },
  {
    type: 'table',
    children: [
      {
        type: 'table-row',
        children: [
          { type: 'table-cell', header: true, children: [{ text: 'H' }] },
          { type: 'table-cell', header: true, children: [{ text: 'I' }] },
        ],
      },
      {
        type: 'table-row',
        children: [
          { type: 'table-cell', children: [{ text: '1' }] },
          { type: 'table-cell', children: [{ text: '' }] },
        ],
      },
    ],
  },
  { type: 'paragraph', children: [{ text: '' }] },
];

describe('htmlToSlate and slateToHtml', () => {
  it('round-trips every block and mark losslessly', () => {
    const html = slateToHtml(everything);
    expect(htmlToSlate(html)).toEqual(everything);
    expect(slateToHtml(htmlToSlate(html))).toBe(html);
  });

  it.each([1, 2, 3, 4, 5, 6] as const)('round-trips heading %p', (level) => {
    const value: RichTextValue = [{ type: 'heading', level, children: [{ text: `h${level}` }] }];
    expect(htmlToSlate(slateToHtml(value))).toEqual(value);
  });

  it('writes the expected HTML', () => {
    expect(
      slateToHtml([
        { type: 'paragraph', align: 'center', indent: 1, children: [{ text: 'a<b', bold: true }] },
      ]),
    ).toBe('<p style="text-align:center;margin-left:2em"><strong>a&#60;b</strong></p>');
  });

  it('never writes an unsafe URL or colour', () => {
    const js = ['java', 'script:'].join('');
    const html = slateToHtml([
      {
        type: 'paragraph',
        children: [
          { text: 'x', color: 'red;background:url(x)' },
          { type: 'link', url: `${js}alert(1)`, children: [{ text: 'l' }] },
          { text: '' },
          { type: 'image', url: `${js}alert(1)`, children: [{ text: '' }] },
          { text: '' },
        ],
      },
    ]);
    expect(html).toBe('<p>xl</p>');
  });

  it('reads Word HTML: styles become marks, Office tags and comments go', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>' +
      '<!--StartFragment--><p class="MsoNormal" style="margin-left:24pt;text-align:center"><b><span style="font-size:14.0pt;color:#1F4E79">Bold blue</span></b>' +
      '<o:p></o:p></p><p class="MsoNormal"><span style="font-style:italic;text-decoration:underline">it</span></p><!--EndFragment--></body></html>';
    expect(htmlToSlate(word)).toEqual([
      {
        type: 'paragraph',
        align: 'center',
        indent: 1,
        children: [{ text: 'Bold blue', bold: true, fontSize: 19, color: '#1f4e79' }],
      },
      { type: 'paragraph', children: [{ text: 'it', italic: true, underline: true }] },
    ]);
  });

  it.each([
    ['text-indent:2em', 1],
    ['text-indent: 28px', 1],
    ['text-indent:21pt', 1],
    ['text-indent:4em', 2],
    ['text-indent:0', undefined],
    ['text-indent:-2em', undefined],
  ])('keeps a pasted first-line indent (%s → %p levels) apart from the block indent', (css, levels) => {
    const [block] = htmlToSlate(`<p style="${css};margin-left:2em">首行缩进的段落</p>`);
    expect(block).toMatchObject({ type: 'paragraph', indent: 1 });
    expect((block as { firstLineIndent?: number }).firstLineIndent).toBe(levels);
  });

  it('writes the first-line indent back and reads it again (a Word paragraph of a Chinese document)', () => {
    const word =
      '<p class="MsoNormal" style="text-indent:21.0pt;line-height:150%"><span lang="ZH-CN">通知正文</span></p>';
    const value = htmlToSlate(word);
    expect(value).toEqual([{ type: 'paragraph', firstLineIndent: 1, children: [{ text: '通知正文' }] }]);
    expect(slateToHtml(value)).toBe('<p style="text-indent:2em">通知正文</p>');
    expect(htmlToSlate(slateToHtml(value))).toEqual(value);
    // inner blocks inherit it as CSS does, until one sets its own
    expect(htmlToSlate('<div style="text-indent:2em"><p>a</p><p style="text-indent:0">b</p></div>')).toEqual([
      { type: 'paragraph', firstLineIndent: 1, children: [{ text: 'a' }] },
      { type: 'paragraph', children: [{ text: 'b' }] },
    ]);
  });

  it('reads a web page: loose text, nested divs and lists, unsafe links lose their URL only', () => {
    const js = ['java', 'script:'].join('');
    const page = `<div>Intro <a href="${js}x">bad</a><div><h2>Sub</h2><ul><li>a<ul><li>b</li></ul></li></ul></div></div><hr>tail`;
    expect(htmlToSlate(page)).toEqual([
      { type: 'paragraph', children: [{ text: 'Intro bad' }] },
      { type: 'heading', level: 2, children: [{ text: 'Sub' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'a' }] },
          { type: 'list-item', children: [{ text: 'b' }] },
        ],
      },
      { type: 'paragraph', children: [{ text: 'tail' }] },
    ]);
  });

  it('caps a pasted table at 100 rows and pads ragged rows', () => {
    const rows = Array.from({ length: 120 }, (_, i) =>
      i === 0 ? '<tr><td>a</td><td>b</td></tr>' : '<tr><td>x</td></tr>',
    ).join('');
    const [table] = htmlToSlate(`<table>${rows}</table>`);
    expect(table?.type).toBe('table');
    if (table?.type !== 'table') return;
    expect(table.children).toHaveLength(100);
    expect(table.children[1]?.children).toHaveLength(2);
  });

  it('reads empty or hostile input as a safe document', () => {
    expect(htmlToSlate('')).toEqual(emptyRichText());
    for (const vector of XSS_HTML_VECTORS) {
      const html = slateToHtml(htmlToSlate(vector.html));
      expect(html).not.toMatch(/<script|onerror|onload|javascript:|vbscript:|<iframe|<svg|<object|<embed/i);
    }
  });
});

describe('htmlToSlateParts', () => {
  const inParts = (html: string, partSize: number) => {
    const parts = [...htmlToSlateParts(html, { partSize })];
    return { parts: parts.filter((part) => part.length > 0).length, blocks: parts.flat() };
  };
  const word =
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p{margin:0}</style></head>' +
    '<body lang=ZH-CN><div class=WordSection1 style="text-indent:2em;text-align:center">' +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<p class=MsoNormal style="mso-list:l0;margin-left:28px"><span style="font-size:12pt;mso-bidi-font-size:11pt">P${i}</span> <b>bold</b><o:p></o:p></p>` +
        (i % 4 === 1 ? '<table border=1><tr><td>a</td><td><b>b</b></td></tr></table>' : '') +
        (i % 4 === 2 ? '<ul><li>one<ul><li>two</li></ul></li></ul>' : '') +
        (i % 4 === 3 ? 'loose <i>inline</i> words<br><img src="data:image/png;base64,AAAA" alt=x>' : ''),
    ).join('\n') +
    '<section><div><h2>inner</h2>text<p>after</p></div></section></div><p>END</p></body></html>';

  it.each([1, 3, 10, 100_000])(
    'reads a document in parts of %i elements as htmlToSlate reads it whole',
    (size) => {
      const { parts, blocks } = inParts(word, size);
      expect(blocks).toEqual(htmlToSlate(word));
      if (size < 100) expect(parts).toBeGreaterThan(5);
    },
  );

  it('reads every hostile vector in parts as it reads it whole', () => {
    for (const vector of XSS_HTML_VECTORS) {
      for (const size of [1, 4])
        expect({ name: vector.name, blocks: inParts(vector.html, size).blocks }).toEqual({
          name: vector.name,
          blocks: htmlToSlate(vector.html),
        });
    }
  });

  it('answers the empty document for nothing to read', () => {
    expect(inParts('', 5).blocks).toEqual(emptyRichText());
    expect(inParts('<script>x()</script>', 5).blocks).toEqual(emptyRichText());
  });
});
