// The layout walk (layout-desktop.spec.ts, layout-mobile.spec.ts: a file per skin, so the two walks
// run side by side; issue 41): every page at 390, 768 and 1440 px: no page-level horizontal
// overflow, no text wrapped a character a line, no text over other text, no button cut by its box.
// One browser page per skin moves through the history as the menu does and is resized in place,
// so each page is loaded once and checked three times (the walk stays within a few minutes).
import type { Page } from '@playwright/test';
import { features } from './a11y-walk';
import { expect, test, walkPage, walkTo } from './support';

const WIDTHS = [390, 768, 1440] as const;

/**
 * Pages with a layout defect known and not fixed yet, and why: their test is expected to fail
 * (test.fail), so fixing one turns its test red until its entry goes. Keep it short.
 */
const KNOWN: Partial<Record<`${'desktop' | 'mobile'}/${string}`, string>> = {};

/** What is wrong with the page as laid out now (empty when nothing is). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => {
      const id = el.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${id ?? el.tagName.toLowerCase()} "${text}"`;
    };
    const visible = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    // the watermark draws over everything on purpose; a dialog's mask and the phone frame are their own layers
    const ignored = (el: Element) =>
      el.closest('[data-suite-watermark], [aria-hidden="true"], iframe') !== null;

    if (document.documentElement.scrollWidth > width + 1) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && visible(el))
        .slice(-1)[0];
      problems.push(
        `page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}` +
          (wide ? ` (${name(wide)})` : ''),
      );
    }

    // the boxes that clip what overflows them without offering a scroll
    const clipping = (el: Element): Element | null => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const x = style.overflowX;
        if (x === 'auto' || x === 'scroll') return null;
        if (x === 'hidden' || x === 'clip') return parent;
      }
      return null;
    };

    // what an element's ancestors let show of it (a scroll box or a clipping box cuts the rest), and
    // whether it sits in a sticky layer, which covers what scrolls under it by design
    const boxes = new Map<Element, { clip: DOMRect | null; sticky: boolean }>();
    const boxOf = (el: Element): { clip: DOMRect | null; sticky: boolean } => {
      const known = boxes.get(el);
      if (known) return known;
      const parent = el.parentElement;
      const outer = parent && parent !== document.body ? boxOf(parent) : { clip: null, sticky: false };
      const style = getComputedStyle(el);
      let clip = outer.clip;
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const own = el.getBoundingClientRect();
        clip = clip
          ? new DOMRect(
              Math.max(clip.left, own.left),
              Math.max(clip.top, own.top),
              Math.max(0, Math.min(clip.right, own.right) - Math.max(clip.left, own.left)),
              Math.max(0, Math.min(clip.bottom, own.bottom) - Math.max(clip.top, own.top)),
            )
          : own;
      }
      const box = { clip, sticky: outer.sticky || style.position === 'sticky' };
      boxes.set(el, box);
      return box;
    };
    const shown = (rect: DOMRect, clip: DOMRect | null): DOMRect | null => {
      if (!clip) return rect;
      const left = Math.max(rect.left, clip.left);
      const top = Math.max(rect.top, clip.top);
      const right = Math.min(rect.right, clip.right);
      const bottom = Math.min(rect.bottom, clip.bottom);
      return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
    };
    const lines: { el: Element; rect: DOMRect }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const el = node.parentElement;
      if (text.length < 2 || !el || ignored(el) || !visible(el)) continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const tops = new Set(rects.map((r) => Math.round(r.top)));
      const chars = [...text.replace(/\s+/g, '')].length;
      // a word or label broken a character or two a line: its box is far too narrow
      if (
        tops.size >= 2 &&
        chars / tops.size <= 2 &&
        getComputedStyle(el).writingMode.startsWith('horizontal')
      ) {
        problems.push(`wrapped a character a line: ${name(el)} (${tops.size} lines)`);
      }
      const style = getComputedStyle(el);
      if (style.position === 'absolute' || style.position === 'fixed') continue;
      const box = boxOf(el);
      if (box.sticky) continue;
      for (const rect of rects) {
        const part = shown(rect, box.clip);
        if (part) lines.push({ el, rect: part });
      }
    }
    // text over text: two lines of different elements whose boxes overlap by more than a third
    // (top to bottom, each line against those starting above its bottom: a page of thousands of
    // lines is not compared pair by pair)
    lines.sort((a, b) => a.rect.top - b.rect.top);
    for (let i = 0; i < lines.length; i++) {
      const a = lines[i] as (typeof lines)[number];
      for (let j = i + 1; j < lines.length; j++) {
        const b = lines[j] as (typeof lines)[number];
        if (b.rect.top >= a.rect.bottom) break;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w <= 0 || h <= 0) continue;
        const smaller = Math.min(a.rect.width * a.rect.height, b.rect.width * b.rect.height);
        if (w * h > smaller / 3) problems.push(`text over text: ${name(a.el)} and ${name(b.el)}`);
      }
    }

    for (const button of document.querySelectorAll('button, [role="button"], .ant-btn, .adm-button')) {
      // a swipe row's actions wait behind the row until it is swiped open
      if (ignored(button) || !visible(button) || button.closest('.adm-swipe-action-actions')) continue;
      const rect = button.getBoundingClientRect();
      if (rect.width === 0) continue;
      const box = clipping(button);
      // a value cut with an ellipsis on purpose that opens its whole text (a table card's ellipsis
      // cell) is not a cut button
      const ellipsis = (el: Element | null) =>
        el !== null && getComputedStyle(el).textOverflow === 'ellipsis';
      if (
        button.hasAttribute('aria-expanded') &&
        (ellipsis(box) || [button, ...button.querySelectorAll('*')].some(ellipsis))
      )
        continue;
      const cut = box
        ? (() => {
            const b = box.getBoundingClientRect();
            return rect.left < b.left - 1 || rect.right > b.right + 1;
          })()
        : false;
      // its own label cut (ellipsis or hidden overflow inside the button)
      const ownCut =
        button.scrollWidth > button.clientWidth + 2 && getComputedStyle(button).overflowX !== 'visible';
      if ((cut && rect.right > 0 && rect.left < width) || ownCut)
        problems.push(`button cut: ${name(button)}`);
    }
    return [...new Set(problems)];
  });
}

/** Walks every showcase page of one skin. */
export function walkLayouts(skin: 'desktop' | 'mobile'): void {
  const prefix = skin === 'mobile' ? '/mobile/showcase/' : '/showcase/';
  test.describe(`layout walk, ${skin}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await walkPage(browser);
      await page.goto(prefix + features[0]);
      await expect(page.getByTestId('root-layout')).toBeVisible();
    });
    test.afterAll(async () => page.close());

    for (const feature of features) {
      test(`${prefix}${feature} at ${WIDTHS.join(', ')} px`, async () => {
        const known = KNOWN[`${skin}/${feature}`];
        test.fail(known !== undefined, known);
        await page.setViewportSize({ width: 1440, height: 900 });
        await walkTo(page, prefix + feature, feature);
        // networkidle is the first load's only (the pages move with the history): a bounded wait
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const found: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          // a frame for the layout (and a ResizeObserver's answer) to settle
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          found.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`));
        }
        expect(found).toEqual([]);
      });
    }
  });
}
