// Rich text editor (issues 22 and 39), in Chromium: (1) opening a 200-page document (about 4 MB of
// HTML) until it is painted; (2) typing latency in it, one keystroke at a time in the middle of it,
// until the page has re-rendered and laid out; (3) paste of a 1 MB web page and of a 1 MB document
// exported from Word (lists, tables, mso- styles, first-line indents, images as data URLs), until the
// pasted text is in the page and laid out, with the longest task seen meanwhile; then until the
// chunks of the paste out of view are rendered too (the editor renders them after it is shown). The
// peer, measured in the same run, is a plain `contenteditable` (the browser's own editing: innerHTML,
// insertText and insertHTML). The editor runs as a host uses it: controlled, with onChange.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, report, type Measurement } from '../../core/bench/harness';
import { CHROMIUM_LAUNCH } from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const core = path.resolve(here, '../../core/src');

const KEYS_PER_OP = 20;

const PAGES = 200;

/**
 * A 200-page document of about 4 MB: ten paragraphs of 50 words a page under a heading, paragraphs
 * with a first-line indent and styled runs (as documents from Word or a web editor come).
 */
function longDocument(): string {
  const words =
    'the quarterly budget review covers staffing travel training equipment and office costs'.split(' ');
  const parts: string[] = [];
  for (let p = 0; p < PAGES * 10; p += 1) {
    if (p % 10 === 0) parts.push(`<h2>Section ${p / 10 + 1}</h2>`);
    const runs: string[] = [];
    for (let r = 0; r < 10; r += 1) {
      const text = Array.from({ length: 5 }, (_, i) => words[(p * 7 + r * 5 + i) % words.length]).join(' ');
      runs.push(
        r % 3 === 1
          ? `<strong lang="EN-US" style="color:#1f1f1f;font-size:14px;font-family:Arial, Helvetica, sans-serif">${text}</strong> `
          : `<span lang="EN-US" style="color:#262626;font-size:14px;font-family:Arial, Helvetica, sans-serif;letter-spacing:0.2px">${text}</span> `,
      );
    }
    const middle = p === PAGES * 5 ? '<span>MIDDLE</span> ' : '';
    parts.push(`<p style="text-indent:2em;line-height:1.5;text-align:justify">${middle}${runs.join('')}</p>`);
  }
  parts.push('<p>END OF DOCUMENT</p>');
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

/** A 1x1 PNG as a data URL (Word exports pictures inline this way when copied). */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A document exported from Word, about 1 MB: numbered lists, tables, mso- styles, indents, pictures. */
function wordDocument(): string {
  const parts: string[] = [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta charset="utf-8"><style>p.MsoNormal{margin:0cm;font-size:10.5pt;font-family:等线}@list l0:level1{mso-level-text:"%1.";mso-level-tab-stop:none}</style></head><body lang=ZH-CN style="tab-interval:21.0pt"><div class=WordSection1>',
  ];
  let size = 0;
  for (let i = 0; size < 1_000_000; i += 1) {
    const block =
      i % 30 === 0
        ? `<h1 style="mso-outline-level:1"><span lang=EN-US style="mso-bidi-font-size:16.0pt">${i / 30 + 1}. Meeting minutes</span></h1>`
        : i % 30 === 7
          ? `<p class=MsoListParagraph style="margin-left:18.0pt;text-indent:-18.0pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span lang=EN-US>${i}.<span style="font:7.0pt 'Times New Roman'">&nbsp;&nbsp;&nbsp; </span></span><![endif]><span lang=EN-US>Action item ${i} for the finance team</span></p>`
          : i % 30 === 15
            ? `<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style="border-collapse:collapse;border:none;mso-border-alt:solid windowtext .5pt;mso-yfti-tbllook:1184"><tr style="mso-yfti-irow:0"><td width=277 valign=top style="width:207.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt"><p class=MsoNormal><span lang=EN-US>Item ${i}</span></p></td><td width=277 valign=top style="width:207.4pt;border:solid windowtext 1.0pt;border-left:none;padding:0cm 5.4pt 0cm 5.4pt"><p class=MsoNormal><span lang=EN-US>${i * 3} yuan</span></p></td></tr></table>`
            : i % 30 === 22
              ? `<p class=MsoNormal><span lang=EN-US><img width=120 height=40 src="${PIXEL}" alt="Chart ${i}"></span></p>`
              : `<p class=MsoNormal style="text-indent:21.0pt;mso-char-indent-count:2.0;line-height:150%"><span style="font-size:12.0pt;line-height:150%;font-family:宋体;mso-ascii-font-family:Calibri">Paragraph ${i} of the exported minutes, </span><b><span lang=EN-US style="font-size:12.0pt;mso-bidi-font-size:11.0pt">with bold words</span></b><span style="font-size:12.0pt;mso-fareast-font-family:宋体"> and ordinary text that fills the line of a Word page.<o:p></o:p></span></p>`;
    parts.push(block);
    size += block.length;
  }
  parts.push('<p class=MsoNormal>END OF PASTE</p></div></body></html>');
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
    // the whole document is there (a long one is appended in parts after its first paint)
    const last = html.includes('END OF DOCUMENT') ? 'END OF DOCUMENT' : 'MIDDLE';
    // (and the editor's chunks out of view have rendered, in transitions of their own)
    for (let i = 0; i < 5000 && !host.textContent?.includes(last); i += 1) await settle();
    for (let i = 0; i < 5000 && host.querySelector('[data-rich-text-pending]'); i += 1) await settle();
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
  // opening: from the mount (or innerHTML) until the document's beginning is in the page and a
  // frame has been painted
  g.benchOpen = async (which, html) => {
    const host = document.getElementById(which);
    g.root?.unmount();
    g.root = undefined;
    host.replaceChildren();
    await settle();
    const started = performance.now();
    if (which === 'plain') host.innerHTML = html;
    else {
      const element = document.createElement('div');
      host.append(element);
      g.root = g.mountEditor(element, html);
    }
    // the first paint: the document's beginning is on screen
    while (!host.textContent?.includes('Section 1')) await settle();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  };
  g.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) g.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  // the HTML to paste is handed to the page before the paste, so moving 1 MB into the page is not
  // part of the paste's tasks
  g.benchStage = (html) => {
    g.staged = html;
  };
  g.benchPaste = async (which) => {
    const html = g.staged;
    const host = document.getElementById(which);
    const started = performance.now();
    g.pasteStarted = started;
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
  // the whole paste rendered: the editor renders the chunks of a large paste that are out of view
  // after it is shown (the held places of chunks not rendered yet are gone)
  g.benchRendered = async (which) => {
    const host = document.getElementById(which);
    while (host.querySelector('[data-rich-text-pending]')) await settle();
    return performance.now() - g.pasteStarted;
  };
  g.benchLongest = () => {
    const longest = Math.max(0, ...g.longTasks);
    const over200 = g.longTasks.filter((ms) => ms > 200).length;
    g.longTasks = [];
    return { longest, over200 };
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

const browser = await chromium.launch(CHROMIUM_LAUNCH);
/**
 * A page with both editors' hosts and the in-page helpers. Each paste starts on a page of its own: the
 * garbage the opening and typing rows leave (four 4 MB documents in each editor) was collected during
 * the paste rows and read as their long tasks (a trace showed 2.2 s of the page's thread finishing a
 * sweep of that heap when the paste's allocations began a collection).
 */
async function openPage() {
  const opened = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  await opened.setContent(
    '<div id="slate" style="height:360px;overflow:auto"></div><div id="plain" contenteditable="true" style="height:360px;overflow:auto"></div>',
  );
  await opened.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  return opened;
}
let page = await openPage();

const longText = longDocument();
const pasted = webPage();
const word = wordDocument();
type Bench = {
  benchSetup(which: string, html: string): Promise<void>;
  benchKeystrokes(count: number): Promise<number[]>;
  benchTyped(which: string): number;
  benchStage(html: string): void;
  benchPaste(which: string): Promise<number>;
  benchOpen(which: string, html: string): Promise<number>;
  benchLongest(): { longest: number; over200: number };
  benchRendered(which: string): Promise<number>;
};
const pageCall = <K extends keyof Bench>(name: K, ...args: unknown[]) =>
  page.evaluate(
    ([n, a]) =>
      (globalThis as unknown as Record<string, (...x: unknown[]) => unknown>)[n as string]?.(
        ...(a as unknown[]),
      ),
    [name, args] as const,
  ) as Promise<Awaited<ReturnType<Bench[K]>>>;

// (1) opening the 200-page document until painted (best of 3 after a warm-up)
const openOf = async (which: 'slate' | 'plain', name: string): Promise<Measurement> => {
  const times: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const ms = await pageCall('benchOpen', which, longText);
    if (i > 0) times.push(ms);
  }
  const best = Math.min(...times);
  return { name, samples: times.length, msPerOp: best, opsPerSecond: 1000 / best };
};
const plainOpen = await openOf('plain', 'plain contenteditable (innerHTML)');
const slateOpen = await openOf('slate', 'RichTextEditor (htmlToSlate, first render)');
report(
  `Chromium: opening a ${PAGES}-page document (${(longText.length / 1e6).toFixed(2)} MB of HTML) until painted (best of 3)`,
  [plainOpen, slateOpen],
  plainOpen,
);
const setup = (which: 'slate' | 'plain', html: string) =>
  page.evaluate(([w, h]) => (globalThis as unknown as Bench).benchSetup(w, h), [which, html] as const);

// (1) typing: KEYS_PER_OP keystrokes per operation, in-page timings kept for the percentiles
const keystrokes: Record<string, number[]> = { slate: [], plain: [] };
const typing = (which: 'slate' | 'plain') => async () => {
  for (let i = 0; i < KEYS_PER_OP; i += 1) await page.keyboard.press('x');
  const times = await page.evaluate((n) => (globalThis as unknown as Bench).benchKeystrokes(n), KEYS_PER_OP);
  keystrokes[which]?.push(...times);
};
await setup('plain', longText);
const plainTyping = await measure(`plain contenteditable, ${KEYS_PER_OP} keystrokes`, typing('plain'), 3000);
await setup('slate', longText);
const slateTyping = await measure(`RichTextEditor (slate), ${KEYS_PER_OP} keystrokes`, typing('slate'), 3000);
// every keystroke reached the document, right after the caret
for (const which of ['plain', 'slate'] as const) {
  const typed = await page.evaluate((w) => (globalThis as unknown as Bench).benchTyped(w), which);
  if (typed !== keystrokes[which]?.length)
    throw new Error(`${which}: ${typed} of ${keystrokes[which]?.length} keystrokes landed`);
}
report(
  `Chromium: typing in the middle of a ${PAGES}-page document (${longText.length.toLocaleString('en')} characters of HTML)`,
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
const PASTES = 3;
const longestTask: Record<
  string,
  { longest: number; over200: number; rendered: number; longestAfter: number; over200After: number }
> = {};
const pasteOf = async (which: 'slate' | 'plain', html: string, name: string): Promise<Measurement> => {
  const times: number[] = [];
  let longest = 0;
  let over200 = 0;
  let rendered = Infinity;
  let longestAfter = 0;
  let over200After = 0;
  for (let i = 0; i < PASTES + 1; i += 1) {
    await setup(which, '<p><span>MIDDLE</span> of a short note</p>');
    await pageCall('benchStage', html);
    await pageCall('benchLongest');
    const ms = await pageCall('benchPaste', which);
    const task = await pageCall('benchLongest');
    const all = await pageCall('benchRendered', which);
    const after = await pageCall('benchLongest');
    if (i > 0) {
      times.push(ms); // the first one warms up
      longest = Math.max(longest, task.longest);
      over200 += task.over200;
      rendered = Math.min(rendered, all);
      longestAfter = Math.max(longestAfter, after.longest);
      over200After += after.over200;
    }
  }
  longestTask[name] = { longest, over200, rendered, longestAfter, over200After };
  const best = Math.min(...times);
  return { name, samples: times.length, msPerOp: best, opsPerSecond: 1000 / best };
};
for (const [what, html] of [
  ['web page', pasted],
  ['Word document', word],
] as const) {
  await page.close();
  page = await openPage();
  const plainPaste = await pasteOf('plain', html, `plain contenteditable (insertHTML), ${what}`);
  const slatePaste = await pasteOf('slate', html, `RichTextEditor, ${what}`);
  report(
    `Chromium: paste of a ${(html.length / 1e6).toFixed(2)} MB ${what} until it is shown (best of ${PASTES})`,
    [plainPaste, slatePaste],
    plainPaste,
  );
}
console.table(
  Object.entries(longestTask).map(([paste, tasks]) => ({
    paste,
    'longest task ms': Math.round(tasks.longest),
    [`tasks over 200 ms (${PASTES} pastes)`]: tasks.over200,
    'all rendered ms (best)': Math.round(tasks.rendered),
    'then longest task ms': Math.round(tasks.longestAfter),
    'then tasks over 200 ms': tasks.over200After,
  })),
);
await browser.close();
