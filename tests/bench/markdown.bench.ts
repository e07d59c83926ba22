// Markdown editor (issue 39), in Chromium, on a 1 MB markdown text: (1) the preview's whole work
// (CommonMark + GFM, heading ids and table of contents, DOMPurify) against markdown-it rendering the
// same text alone, measured in the same run; (2) keystrokes in the editor holding that text (the
// core hook over a textarea and the preview, as the skins render it) against a plain textarea
// holding the same text, each timed from keydown until the page has run its pending tasks and laid
// out, with the longest task seen while typing (the preview must never hold a keystroke up).
import { chromium } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, report } from '../../core/bench/harness';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { bundleForPage } from './page-bundle';

const here = path.dirname(fileURLToPath(import.meta.url));
const core = path.resolve(here, '../../core/src');

/** About 1 MB of markdown: sections with headings, emphasis, links, code, lists, tasks and tables. */
function markdownText(): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < 1_000_000; i += 1) {
    const block =
      i % 20 === 0
        ? `## Section ${i / 20 + 1}: budget and staffing\n`
        : i % 20 === 5
          ? `| Item | Count | Owner |\n| --- | :-: | --- |\n| travel ${i} | ${i} | finance |\n| training | ${i + 1} | hr |\n`
          : i % 20 === 9
            ? `- point ${i} with **bold** text\n- another point\n  - nested one\n- [x] done task ${i}\n- [ ] open task\n`
            : i % 20 === 14
              ? '```ts\nconst total = items.reduce((sum, item) => sum + item.count, 0);\n```\n'
              : `Paragraph ${i} of the minutes with *emphasis*, **strong words**, \`inline code\`, a [link](https://example.com/${i}) and ~~struck~~ text, then ordinary words to fill the line.\n`;
    parts.push(block);
    size += block.length + 1;
  }
  return parts.join('\n');
}

const bundle = await bundleForPage(
  `
    import { createElement as h, useEffect, useRef } from 'react';
    import { createRoot } from 'react-dom/client';
    import MarkdownIt from 'markdown-it';
    import { renderMarkdownPreview } from './markdown';
    import { useMarkdownEditor } from './react/markdown';

    const peer = new MarkdownIt({ html: true, linkify: false, typographer: false });
    window.peerRender = (text) => peer.render(text).length;
    window.previewRender = (text) => renderMarkdownPreview(text).html.length;

    // the editor as the skins render it: a textarea and the preview beside it, one element a section
    // with the skins' content-visibility
    function Editor({ initial }) {
      const md = useMarkdownEditor({ defaultValue: initial }, 'desktop');
      return h('div', { style: { display: 'grid', gridTemplateColumns: '1fr 1fr', height: 400 } },
        h('textarea', { id: 'source', ref: md.registerTextArea, value: md.text, onChange: (e) => md.change(e.target.value) }),
        h('div', { style: { overflow: 'auto' }, 'aria-busy': md.previewPending || undefined },
          md.sections.map((section) => h('div', {
            key: section.key,
            style: { contentVisibility: 'auto', containIntrinsicSize: 'auto 1200px' },
            dangerouslySetInnerHTML: { __html: section.html },
          }))));
    }
    let root;
    window.mountEditor = (which, text) => {
      root?.unmount();
      const host = document.getElementById('root');
      host.replaceChildren();
      if (which === 'plain') {
        const area = document.createElement('textarea');
        area.id = 'source';
        area.style.height = '400px';
        area.value = text;
        host.append(area);
      } else {
        const element = document.createElement('div');
        host.append(element);
        root = createRoot(element);
        root.render(h(Editor, { initial: text }));
      }
    };
  `,
  core,
);

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
await page.setContent('<div id="root"></div>');
await page.addScriptTag({
  content: `
    window.longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
    window.keystrokeTimes = [];
    document.addEventListener('keydown', () => {
      const started = performance.now();
      setTimeout(() => { void document.body.offsetHeight; window.keystrokeTimes.push(performance.now() - started); }, 0);
    }, true);
    window.keystrokes = async (count) => {
      for (let i = 0; i < 2000 && window.keystrokeTimes.length < count; i += 1) await new Promise((r) => setTimeout(r, 1));
      return window.keystrokeTimes.splice(0);
    };`,
});
await page.addScriptTag({ content: bundle });

type Page = {
  peerRender(text: string): number;
  previewRender(text: string): number;
  mountEditor(which: string, text: string): void;
  keystrokes(count: number): Promise<number[]>;
  longTasks: number[];
};
const text = markdownText();
await page.evaluate((t) => {
  (globalThis as unknown as { benchText: string }).benchText = t;
}, text);
const inPage = (call: 'peerRender' | 'previewRender') => () =>
  page.evaluate((name) => {
    const g = globalThis as unknown as Page & { benchText: string };
    return g[name as 'peerRender'](g.benchText);
  }, call);

const peer = await measure('markdown-it render alone', inPage('peerRender'), 4000);
const ours = await measure(
  'preview (markdown-it, heading ids and contents, DOMPurify)',
  inPage('previewRender'),
  4000,
);
report(`Chromium: markdown preview of ${(text.length / 1e6).toFixed(2)} MB of markdown`, [peer, ours], peer);

// (2) typing at the end of the text: 20 keystrokes per operation
const KEYS = 20;
const keystrokes: Record<string, number[]> = { plain: [], editor: [] };
const longest: Record<string, number> = { plain: 0, editor: 0 };
const typing = (which: 'plain' | 'editor') => async () => {
  await page.evaluate(() => {
    (globalThis as unknown as Page).longTasks = [];
  });
  for (let i = 0; i < KEYS; i += 1) await page.keyboard.press('x');
  const times = await page.evaluate((n) => (globalThis as unknown as Page).keystrokes(n), KEYS);
  keystrokes[which]?.push(...times);
  const tasks = await page.evaluate(() => (globalThis as unknown as Page).longTasks);
  longest[which] = Math.max(longest[which] ?? 0, ...tasks);
};
const typingIn = async (which: 'plain' | 'editor', name: string) => {
  await page.evaluate(([w, t]) => (globalThis as unknown as Page).mountEditor(w, t), [which, text] as const);
  await page.waitForTimeout(500);
  await page.focus('#source');
  await page.evaluate(() => {
    const area = document.getElementById('source') as HTMLTextAreaElement;
    area.setSelectionRange(area.value.length, area.value.length);
  });
  return measure(name, typing(which), 3000);
};
const plainTyping = await typingIn('plain', `plain textarea, ${KEYS} keystrokes`);
const editorTyping = await typingIn('editor', `markdown editor (source + preview), ${KEYS} keystrokes`);
report(
  `Chromium: typing at the end of ${(text.length / 1e6).toFixed(2)} MB of markdown`,
  [plainTyping, editorTyping],
  plainTyping,
);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
console.table(
  Object.entries(keystrokes).map(([which, times]) => ({
    editor: which === 'plain' ? 'plain textarea' : 'markdown editor',
    keystrokes: times.length,
    'p50 ms': +percentile(times, 50).toFixed(2),
    'p95 ms': +percentile(times, 95).toFixed(2),
    'longest task ms': Math.round(longest[which] ?? 0),
  })),
);
await browser.close();
