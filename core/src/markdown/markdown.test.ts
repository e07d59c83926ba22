/** @jest-environment jsdom */
import { SimulatedClock, createActor } from 'xstate';
import { STYLE_ESCAPE_VECTORS, XSS_MARKDOWN_VECTORS } from '../rich-text/xss-vectors';
import { connectMarkdown } from './markdown.connect';
import {
  applyMarkdownAction,
  markdownSections,
  markdownToc,
  renderMarkdown,
  renderMarkdownPreview,
  renderMarkdownSections,
  unsanitisedMarkdownHtml,
} from './markdown.logic';
import { sanitizeHtml } from '../shared/sanitize-html';
import { PREVIEW_AT_ONCE, PREVIEW_DELAY, markdownMachine } from './markdown.machine';
import { markdownTexts } from './messages';
import { connectEnv } from '../shared/connect';

const samples = { text: 'text', heading: 'Heading', item: 'item', column: 'Col' };

describe('renderMarkdown (CommonMark + GFM tables and task lists)', () => {
  it.each([
    ['# Title', '<h1 id="md-title">Title</h1>'],
    ['*em* **strong** ~~gone~~', '<p><em>em</em> <strong>strong</strong> <s>gone</s></p>'],
    ['a  \nb', '<p>a<br>\nb</p>'],
    ['    code', '<pre><code>code\n</code></pre>'],
    ['> quote', '<blockquote>\n<p>quote</p>\n</blockquote>'],
    ['1. one\n2. two', '<ol>\n<li>one</li>\n<li>two</li>\n</ol>'],
    ['[a](https://example.com "t")', '<p><a href="https://example.com" title="t">a</a></p>'],
    ['\\*not em\\*', '<p>*not em*</p>'],
    ['<kbd>Ctrl</kbd>', '<p><kbd>Ctrl</kbd></p>'],
  ])('%j', (text, html) => {
    expect(renderMarkdown(text).trim()).toBe(html);
  });

  it('renders a GFM table', () => {
    const html = renderMarkdown('| a | b |\n| --- | :-: |\n| 1 | 2 |');
    expect(html).toContain('<table>');
    expect(html).toContain('<th>a</th>');
    expect(html).toContain('<td style="text-align:center">2</td>');
  });

  it('renders a task list with read-only checkboxes', () => {
    const html = renderMarkdown('- [x] done\n- [ ] todo');
    expect(html).toContain('class="contains-task-list"');
    expect(html.match(/<input [^>]*type="checkbox"[^>]*>/g)).toHaveLength(2);
    expect(html).toMatch(/<input[^>]*checked[^>]*>/);
    expect(html).not.toMatch(/<input(?![^>]*disabled)[^>]*>/);
    // each box is named by its task's text
    expect(html).toMatch(/<label><input[^>]*> done<\/label>/);
  });

  it.each(XSS_MARKDOWN_VECTORS.map((v) => [v.name, v.html]))('neutralises %s', (_, text) => {
    const html = renderMarkdown(text);
    expect(html).not.toMatch(/<script|onerror|onload|<iframe|<svg|href="(?:javascript|vbscript|data):/i);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const element of Array.from(doc.querySelectorAll('[href],[src]'))) {
      expect(element.getAttribute('href') ?? element.getAttribute('src')).not.toMatch(
        /^\s*(javascript|vbscript|data):/i,
      );
    }
  });

  it.each(STYLE_ESCAPE_VECTORS.map((v) => [v.name, v.html]))('keeps %s inside the preview', (_, text) => {
    const doc = new DOMParser().parseFromString(renderMarkdown(text), 'text/html');
    expect(doc.querySelectorAll('style, link')).toHaveLength(0);
    for (const element of Array.from(doc.body.querySelectorAll('[style]'))) {
      const style = element.getAttribute('style') ?? '';
      expect(style).not.toMatch(/position|z-index|inset|transform|translate|filter|blend|-\s*[.\d]|url\(/i);
    }
    for (const element of Array.from(doc.body.querySelectorAll('[class]')))
      expect(element.getAttribute('class')).not.toMatch(/ant-|suite-/);
  });

  it('still renders raw HTML styles that stay in their box', () => {
    expect(renderMarkdown('<p style="color:#cf1322;text-align:right">x</p>')).toBe(
      '<p style="color:#cf1322; text-align:right">x</p>',
    );
  });
});

describe('markdownToc', () => {
  it('lists headings with the ids renderMarkdown gives them, duplicates numbered', () => {
    const text = '# Intro\n\ntext\n\n## Set `up`\n\n## Set up\n\n### 中文 标题\n\n```\n# not a heading\n```';
    const toc = markdownToc(text);
    expect(toc).toEqual([
      { level: 1, text: 'Intro', id: 'md-intro' },
      { level: 2, text: 'Set up', id: 'md-set-up' },
      { level: 2, text: 'Set up', id: 'md-set-up-1' },
      { level: 3, text: '中文 标题', id: 'md-中文-标题' },
    ]);
    const html = renderMarkdown(text);
    for (const entry of toc) expect(html).toContain(`id="${entry.id}"`);
  });

  it('is empty without headings', () => {
    expect(markdownToc('just text')).toEqual([]);
  });
});

describe('applyMarkdownAction', () => {
  it.each([
    ['bold', 'a word', { start: 2, end: 6 }, 'a **word**', { start: 4, end: 8 }],
    ['italic', '', { start: 0, end: 0 }, '*text*', { start: 1, end: 5 }],
    ['heading', 'one\ntwo', { start: 5, end: 5 }, 'one\n## two', { start: 4, end: 10 }],
    ['numberedList', 'a\nb', { start: 0, end: 3 }, '1. a\n2. b', { start: 0, end: 9 }],
    ['taskList', 'x', { start: 0, end: 1 }, '- [ ] x', { start: 0, end: 7 }],
    ['link', 'site', { start: 0, end: 4 }, '[site](https://)', { start: 7, end: 15 }],
  ] as const)('%s', (action, text, selection, expected, expectedSelection) => {
    expect(applyMarkdownAction(text, selection, action, samples)).toEqual({
      text: expected,
      selection: expectedSelection,
    });
  });

  it('inserts a table on a new line', () => {
    expect(applyMarkdownAction('a', { start: 1, end: 1 }, 'table', samples).text).toBe(
      'a\n| Col 1 | Col 2 |\n| --- | --- |\n|  |  |\n',
    );
  });
});

describe('markdownMachine + connectMarkdown', () => {
  const env = (platform: 'desktop' | 'mobile') => connectEnv(markdownTexts, 'en_US', platform);

  it('renders as the text changes and emits the change', () => {
    const actor = createActor(markdownMachine, { input: { value: '# A' } }).start();
    const changes: string[] = [];
    actor.on('change', (e) => changes.push(e.text));
    let view = connectMarkdown(actor.getSnapshot(), actor.send, env('desktop'));
    expect(view.layout).toBe('split');
    expect(view.toc).toEqual([{ level: 1, text: 'A', id: 'md-a' }]);
    view.change('| a |\n| - |\n| 1 |');
    view = connectMarkdown(actor.getSnapshot(), actor.send, env('desktop'));
    expect(view.html).toContain('<table>');
    expect(changes).toEqual(['| a |\n| - |\n| 1 |']);
  });

  it('shows tabs on mobile and applies toolbar actions to the selection', () => {
    const actor = createActor(markdownMachine, { input: { value: 'hi' } }).start();
    let view = connectMarkdown(actor.getSnapshot(), actor.send, env('mobile'));
    expect(view.layout).toBe('tabs');
    view.showTab('preview');
    view = connectMarkdown(actor.getSnapshot(), actor.send, env('mobile'));
    expect(view.tab).toBe('preview');
    view.actions.find((a) => a.action === 'bold')?.apply({ start: 0, end: 2 });
    view = connectMarkdown(actor.getSnapshot(), actor.send, env('mobile'));
    expect(view.text).toBe('**hi**');
    expect(view.tab).toBe('source');
    expect(view.selection).toEqual({ start: 2, end: 4, version: 1 });
  });

  it('ignores edits when read-only and opens on the preview', () => {
    const actor = createActor(markdownMachine, { input: { value: 'x', readOnly: true } }).start();
    const view = connectMarkdown(actor.getSnapshot(), actor.send, env('mobile'));
    expect(view.tab).toBe('preview');
    expect(view.actions).toEqual([]);
    view.change('y');
    expect(actor.getSnapshot().context.text).toBe('x');
  });
});

describe('renderMarkdownPreview (one parse for the preview and its contents)', () => {
  it.each([
    '# Title\n\ntext',
    '## A\n\n## A\n\n### `code` B\n\n- [x] done\n\n| a | b |\n| - | - |\n| 1 | 2 |',
    '<p onclick="x()">raw</p>\n\n[bad](javascript:alert(1))',
    '',
  ])('gives what renderMarkdown and markdownToc give for %j', (text) => {
    expect(renderMarkdownPreview(text)).toEqual({ html: renderMarkdown(text), toc: markdownToc(text) });
  });
});

describe('renderMarkdownSections (a long text in sections, an edit re-renders its own)', () => {
  // blocks that are easy to get wrong at a cut: lists with blank lines between items and a paragraph
  // after them, loose items, quotes, fences holding blank lines and margin lines, setext headings,
  // indented code, tables, thematic breaks, repeated headings (their ids count across sections)
  const blocks = [
    '## Minutes\n',
    'Paragraph with *em*, **strong**, `code` and a [link](https://example.com/a).\n',
    '- one\n\n- two\n\n  still two\n',
    'After the list.\n',
    '1. first\n2. second\n',
    '> quoted\n\n> another quote\n',
    '```ts\nconst a = 1;\n\nMargin line inside the fence\n\n# not a heading\n```\n',
    '~~~~\n```\nstill code\n\nText\n~~~~\n',
    'Setext\n===\n',
    '    indented code\n\n    more code\n',
    '| a | b |\n| --- | :-: |\n| 1 | 2 |\n',
    '***\n',
    '- [x] done\n- [ ] open\n',
    '## Minutes\n',
    '+ plus item\n\ntext after plus\n',
    '* star item\n\n* star item two\n',
  ];
  const text = (count: number) =>
    Array.from({ length: count }, (_, i) => blocks[i % blocks.length]).join('\n');

  it.each([1, 3, 7, 40, 200])(
    'cuts a text into sections that render as the whole text does (section size %i)',
    (size) => {
      const source = text(160);
      const sections = markdownSections(source, size);
      expect(sections.join('')).toBe(source);
      expect(sections.length).toBeGreaterThan(5);
      const whole = renderMarkdownPreview(source);
      const parts = sections.map((section) => renderMarkdownPreview(section).html);
      // heading ids aside (counted across the text), each section renders to its share of the whole
      const withoutIds = (html: string) => html.replace(/ id="[^"]*"/g, '');
      expect(withoutIds(parts.join(''))).toBe(withoutIds(whole.html));
    },
  );

  it("gives the whole text's HTML and contents, heading ids numbered across sections", () => {
    const source = text(2000);
    expect(source.length).toBeGreaterThan(40_000);
    const preview = renderMarkdownSections(source);
    expect(preview.sections.length).toBeGreaterThan(2);
    expect(preview).toMatchObject(renderMarkdownPreview(source));
    expect(preview.html).toBe(preview.sections.map((section) => section.html).join(''));
    expect(preview.toc.filter((entry) => entry.text === 'Minutes').at(-1)?.id).toMatch(/^md-minutes-\d{2,}$/);
    expect(new Set(preview.sections.map((section) => section.key)).size).toBe(preview.sections.length);
  });

  it('keeps the sections an edit did not touch (same keys), and renders as a fresh render does', () => {
    const source = text(2000);
    const before = renderMarkdownSections(source);
    const edited = `${source}\nTyped at the end **bold**`;
    const after = renderMarkdownSections(edited);
    expect(after.sections.slice(0, -1).map((s) => s.key)).toEqual(
      before.sections.slice(0, -1).map((s) => s.key),
    );
    expect(after.sections.at(-1)?.key).not.toBe(before.sections.at(-1)?.key);
    expect(after).toMatchObject(renderMarkdownPreview(edited));
    // a fence opened in the middle runs to the end of the text, as in the whole render
    const middle = source.indexOf('After the list.', source.length / 2);
    const fenced = `${source.slice(0, middle)}\`\`\`\n${source.slice(middle)}`;
    expect(renderMarkdownSections(fenced)).toMatchObject(renderMarkdownPreview(fenced));
  });

  it.each([
    ['raw HTML blocks', '<div>\n\n'],
    ['link reference definitions', '[ref]: https://example.com\n\n[ref]\n\n'],
  ])('keeps a text with %s whole (they reach across the text)', (_, head) => {
    const source = head + text(2000);
    expect(markdownSections(source)).toEqual([source]);
    expect(renderMarkdownSections(source)).toMatchObject(renderMarkdownPreview(source));
  });

  it.each(XSS_MARKDOWN_VECTORS.map((v) => [v.name, v.html]))(
    'sanitises %s as the whole render does, in a long text',
    (_, vector) => {
      const source = `${text(1500)}\n${vector}\n\n${text(300)}`;
      const preview = renderMarkdownSections(source);
      expect(preview.html).toBe(renderMarkdownPreview(source).html);
      expect(preview.html).not.toMatch(
        /(?:href|src)="\s*(?:javascript|vbscript|data:text)|<script|<[a-z][^>]*\son\w+=/i,
      );
    },
  );
});

describe('markdownMachine: a long text previews after typing pauses', () => {
  const env = connectEnv(markdownTexts, 'en_US', 'desktop');
  const long = (title: string) => `# ${title}\n\n${'words of the minutes '.repeat(PREVIEW_AT_ONCE / 20)}`;

  it('keeps the text at once, renders the preview once the changes stop', () => {
    const clock = new SimulatedClock();
    const actor = createActor(markdownMachine, { input: { value: long('First') }, clock }).start();
    const changes: string[] = [];
    actor.on('change', (e) => changes.push(e.text));
    const view = () => connectMarkdown(actor.getSnapshot(), actor.send, env);
    expect(view().previewPending).toBe(false);
    view().change(long('Second'));
    clock.increment(PREVIEW_DELAY - 1);
    view().change(long('Third'));
    expect(view().text).toBe(long('Third'));
    expect(changes).toEqual([long('Second'), long('Third')]);
    expect(view().previewPending).toBe(true);
    expect(view().toc).toEqual([{ level: 1, text: 'First', id: 'md-first' }]);
    clock.increment(PREVIEW_DELAY - 1); // each change starts the wait again
    expect(view().previewPending).toBe(true);
    clock.increment(1);
    expect(view().previewPending).toBe(false);
    expect(view().toc).toEqual([{ level: 1, text: 'Third', id: 'md-third' }]);
    expect(view().html).toContain('<h1 id="md-third">Third</h1>');
  });

  it('previews a short text at every change, also after a long one', () => {
    const clock = new SimulatedClock();
    const actor = createActor(markdownMachine, { input: { value: long('First') }, clock }).start();
    const view = () => connectMarkdown(actor.getSnapshot(), actor.send, env);
    view().change(long('Second'));
    view().change('# Short');
    expect(view().previewPending).toBe(false);
    expect(view().html).toBe('<h1 id="md-short">Short</h1>\n');
    clock.increment(PREVIEW_DELAY);
    expect(view().html).toBe('<h1 id="md-short">Short</h1>\n');
  });

  it('defers a host value and a toolbar action on a long text the same way', () => {
    const clock = new SimulatedClock();
    const actor = createActor(markdownMachine, { input: { value: '' }, clock }).start();
    const view = () => connectMarkdown(actor.getSnapshot(), actor.send, env);
    actor.send({ type: 'VALUE.SET', text: long('Host') });
    expect(view().previewPending).toBe(true);
    clock.increment(PREVIEW_DELAY);
    expect(view().toc[0]?.text).toBe('Host');
    view()
      .actions.find((a) => a.action === 'heading')
      ?.apply({ start: 0, end: 0 });
    expect(view().text.startsWith('## # Host')).toBe(true);
    expect(view().previewPending).toBe(true);
    clock.increment(PREVIEW_DELAY);
    expect(view().toc[0]).toEqual({ level: 2, text: '# Host', id: 'md--host' });
  });
});

describe('renderMarkdown sanitises only the blocks holding raw HTML (issue 39)', () => {
  const normalised = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  const whole = (text: string) => sanitizeHtml(unsanitisedMarkdownHtml(text), { taskCheckboxes: true });
  const README = [
    '<div align="center">\n\n![logo](https://example.com/logo.png "Logo")\n\n# Project\n\n</div>',
    'Some *text* with <kbd>Ctrl</kbd> and <b onclick="x()">bold</b>.',
    '<details>\n<summary>More</summary>\n\n- [x] done\n- [ ] open\n\n</details>',
    '```js"><img src=x onerror=alert(1)>\ncode\n```\n\n```c++\nint x;\n```',
    '[a](https://example.com "t") [b](javascript:alert(1)) [c](ftp://x) [d](/relative "-->")',
    '![img](data:image/png;base64,AAAA) ![svg](data:image/svg+xml;base64,AAAA)',
    '| a | b |\n| :- | -: |\n| <i>1</i> | 2 |',
    '<p>\n\nunclosed block',
  ];
  it.each([
    ...XSS_MARKDOWN_VECTORS.map((v) => v.html),
    ...STYLE_ESCAPE_VECTORS.map((v) => v.html),
    ...README,
  ])('gives the DOM of sanitising the whole text: %j', (text) => {
    expect(normalised(renderMarkdown(text))).toBe(normalised(whole(text)));
  });

  it('gives the DOM of sanitising the whole text for all those at once', () => {
    const text = README.join('\n\n');
    expect(normalised(renderMarkdown(text))).toBe(normalised(whole(text)));
  });
});
