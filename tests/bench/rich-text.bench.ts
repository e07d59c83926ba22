// Rich text editor (issue 22), in Chromium: (1) typing latency in a 50-page document (about 25 000
// words), one keystroke at a time in the middle of it, until the page has re-rendered and laid out;
// (2) paste of a 1 MB web page (HTML), until the pasted text is in the page and laid out. The peer,
// measured in the same run, is a plain `contenteditable` (the browser's own editing: insertText and
// insertHTML). The editor runs as a host uses it: controlled, with onChange.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, report, type Measurement } from '../../core/bench/harness';
import { CHROMIUM_ARGS } from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const core = path.resolve(here, '../../core/src');

const KEYS_PER_OP = 20;

/** A 50-page document: 500 paragraphs of 50 words under a heading every 10 paragraphs. */
function longDocument(): string {
  const words =
    'the quarterly budget review covers staffing travel training equipment and office costs'.split(' ');
  const parts: string[] = [];
  for (let p = 0; p < 500; p += 1) {
    if (p % 10 === 0) parts.push(`<h2>Section ${p / 10 + 1}</h2>`);
    const text = Array.from({ length: 50 }, (_, i) => words[(p * 7 + i) % words.length]).join(' ');
    parts.push(`<p>${p === 250 ? '<span>MIDDLE</span> ' : ''}${text}</p>`);
  }
  return parts.join('');
}

/** A web page of about 1 MB: headings, styled paragraphs with links and marks, lists and tables. */
function webPage(): string {
  const parts: string[] = ['<html><head><style>p{margin:0}</style></head><body><div class="article">'];
  let size = 0;
  for (let i = 0; size < 1_000_000; i += 1) {
    const block =
      i % 25 === 0
        ? `<h3 style="color:#333">Heading ${i}</h3>`
        : i % 25 === 12
          ? `<table border="1"><tr><th>Item</th><th>Count</th></tr><tr><td>row ${i}</td><td>${i}</td></tr><tr><td>next</td><td>${i + 1}</td></tr></table>`
          : i % 25 === 6
            ? `<ul><li>point ${i}</li><li><b>bold</b> point</li></ul>`
            : `<p class="MsoNormal" style="font-size:14px;line-height:1.5"><span style="font-family:Arial">Paragraph ${i} of the pasted page with <b>bold</b>, <i>italic</i> and a <a href="https://example.com/${i}">link</a>, then some ordinary words to fill the line.</span></p>`;
    parts.push(block);
    size += block.length;
  }
  parts.push('<p>END OF PASTE</p></div></body></html>');
  return parts.join('');
}

const entry = `
  import { StrictMode, useState } from 'react';
  import { createRoot } from 'react-dom/client';
  import { RichTextContent, useRichTextEditor } from './react/rich-text';

  function Editor({ initial }) {
    const [value, setValue] = useState(initial);
    const api = useRichTextEditor({ value, onChange: setValue }, 'desktop');
    return (
      <RichTextContent
        {...api.content}
        readOnly={false}
        placeholder={api.placeholder}
        label={api.editorLabel}
        height={api.height}
      />
    );
  }

  // the in-page helpers: a fresh document in either editor, the caret in the middle, one keystroke or
  // a paste timed until the page has run its pending tasks and laid out
  const g = globalThis;
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    void document.body.offsetHeight;
  };
  const caretAfter = (root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at < 0) continue;
      root.focus();
      const range = document.createRange();
      range.setStart(node, at + text.length);
      range.collapse(true);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return;
    }
    throw new Error('no ' + text + ' in the editor');
  };
  g.benchSetup = async (which, html) => {
    const host = document.getElementById(which);
    if (which === 'plain') host.innerHTML = html;
    else {
      g.root?.unmount();
      host.replaceChildren();
      const element = document.createElement('div');
      host.append(element);
      g.root = g.mountEditor(element, html);
    }
    for (let i = 0; i < 50 && !host.textContent?.includes('MIDDLE'); i += 1) await settle();
    const editable = which === 'plain' ? host : host.querySelector('[contenteditable="true"]');
    // slate reads the DOM selection on selectionchange, throttled (100 ms), and clears a DOM
    // selection it has not read yet when it re-renders: place the caret until it stays
    for (let i = 0; i < 20; i += 1) {
      caretAfter(editable, 'MIDDLE');
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (window.getSelection()?.rangeCount) break;
    }
  };
  // keystrokes come from the browser's input pipeline (CDP key events: keydown, beforeinput, input);
  // each is timed from its keydown until the page has run its pending tasks and laid out
  g.keystrokeTimes = [];
  document.addEventListener(
    'keydown',
    () => {
      const started = performance.now();
      setTimeout(() => {
        void document.body.offsetHeight;
        g.keystrokeTimes.push(performance.now() - started);
      }, 0);
    },
    true,
  );
  g.benchKeystrokes = async (count) => {
    for (let i = 0; i < 2000 && g.keystrokeTimes.length < count; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 1));
    return g.keystrokeTimes.splice(0);
  };
  g.benchTyped = (which) => {
    const host = document.getElementById(which);
    return (host.textContent.match(/MIDDLEx*/) ?? [''])[0].length - 'MIDDLE'.length;
  };
  g.benchPaste = async (which, html) => {
    const host = document.getElementById(which);
    const started = performance.now();
    if (which === 'plain') document.execCommand('insertHTML', false, html);
    else {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'pasted');
      const target = host.querySelector('[contenteditable="true"]');
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }
    while (!host.textContent?.includes('END OF PASTE')) await settle();
    await settle();
    return performance.now() - started;
  };

  g.mountEditor = (element, html) => {
    const root = createRoot(element);
    root.render(<StrictMode><Editor initial={html} /></StrictMode>);
    return root;
  };
`;

const bundle = await build({
  stdin: { contents: entry, resolveDir: core, loader: 'tsx' },
  bundle: true,
  minify: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  conditions: ['source', 'import', 'module', 'default'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
await page.setContent(
  '<div id="slate" style="height:360px;overflow:auto"></div><div id="plain" contenteditable="true" style="height:360px;overflow:auto"></div>',
);
await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });

const document50 = longDocument();
const pasted = webPage();
type Bench = {
  benchSetup(which: string, html: string): Promise<void>;
  benchKeystrokes(count: number): Promise<number[]>;
  benchTyped(which: string): number;
  benchPaste(which: string, html: string): Promise<number>;
};
const setup = (which: 'slate' | 'plain', html: string) =>
  page.evaluate(([w, h]) => (globalThis as unknown as Bench).benchSetup(w, h), [which, html] as const);

// (1) typing: KEYS_PER_OP keystrokes per operation, in-page timings kept for the percentiles
const keystrokes: Record<string, number[]> = { slate: [], plain: [] };
const typing = (which: 'slate' | 'plain') => async () => {
  for (let i = 0; i < KEYS_PER_OP; i += 1) await page.keyboard.press('x');
  const times = await page.evaluate((n) => (globalThis as unknown as Bench).benchKeystrokes(n), KEYS_PER_OP);
  keystrokes[which]?.push(...times);
};
await setup('plain', document50);
const plainTyping = await measure(`plain contenteditable, ${KEYS_PER_OP} keystrokes`, typing('plain'), 3000);
await setup('slate', document50);
const slateTyping = await measure(`RichTextEditor (slate), ${KEYS_PER_OP} keystrokes`, typing('slate'), 3000);
// every keystroke reached the document, right after the caret
for (const which of ['plain', 'slate'] as const) {
  const typed = await page.evaluate((w) => (globalThis as unknown as Bench).benchTyped(w), which);
  if (typed !== keystrokes[which]?.length)
    throw new Error(`${which}: ${typed} of ${keystrokes[which]?.length} keystrokes landed`);
}
report(
  `Chromium: typing in the middle of a 50-page document (${document50.length.toLocaleString('en')} characters of HTML)`,
  [plainTyping, slateTyping],
  plainTyping,
);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
console.table(
  Object.entries(keystrokes).map(([which, times]) => ({
    editor: which === 'slate' ? 'RichTextEditor (slate)' : 'plain contenteditable',
    keystrokes: times.length,
    'p50 ms': +percentile(times, 50).toFixed(2),
    'p95 ms': +percentile(times, 95).toFixed(2),
  })),
);

// (2) paste of 1 MB of HTML at the caret of a fresh short document (setting it up is not timed)
const PASTES = 5;
const pasteOf = async (which: 'slate' | 'plain', name: string): Promise<Measurement> => {
  const times: number[] = [];
  for (let i = 0; i < PASTES + 1; i += 1) {
    await setup(which, '<p><span>MIDDLE</span> of a short note</p>');
    const ms = await page.evaluate(([w, h]) => (globalThis as unknown as Bench).benchPaste(w, h), [
      which,
      pasted,
    ] as const);
    if (i > 0) times.push(ms); // the first one warms up
  }
  const best = Math.min(...times);
  return { name, samples: times.length, msPerOp: best, opsPerSecond: 1000 / best };
};
const plainPaste = await pasteOf('plain', 'plain contenteditable (insertHTML)');
const slatePaste = await pasteOf('slate', 'RichTextEditor (sanitizeHtml, htmlToSlate, insert, render)');
report(
  `Chromium: paste of a ${(pasted.length / 1e6).toFixed(2)} MB web page until it is shown (best of ${PASTES})`,
  [plainPaste, slatePaste],
  plainPaste,
);
await browser.close();
