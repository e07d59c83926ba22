// Every page of the site, desktop and mobile, in both languages: no serious or critical WCAG 2 A/AA
// violation (axe), no console error or warning, and no message key shown in place of its text.
import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Page } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, mobileDevice, test } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
const showcaseDir = path.resolve(here, '../../demo/src/showcase');
const features = readdirSync(showcaseDir).filter((name) =>
  existsSync(path.join(showcaseDir, name, 'desktop.tsx')),
);

// Every key of the catalogue: one shown on a page means its text is missing.
const catalogueDir = path.resolve(here, '../../core/src/i18n/catalogue');
const messageKeys = readdirSync(catalogueDir)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) =>
    [
      ...readFileSync(path.join(catalogueDir, file), 'utf8').matchAll(/^\s+'([a-z][\w-]*(?:\.[\w-]+)+)':/gm),
    ].map((match) => match[1] as string),
  );
const keyPattern = new RegExp(
  `(?:^|[^\\w.-])(${[...new Set(messageKeys)].map((k) => k.replace(/[.]/g, '\\.')).join('|')})(?![\\w.-])`,
);

// The documentation around each example is the same on every page and is checked in docs.spec.ts;
// here axe looks at the example (the whole page on mobile), which keeps the walk quick.
async function seriousViolations(page: Page) {
  const example = page.locator('.demo-doc__desktop');
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if ((await example.count()) > 0) axe.include('.demo-doc__desktop');
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** Console errors and warnings from the moment it is called. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function untranslatedKey(page: Page): Promise<string | null> {
  const text = await page.locator('body').innerText();
  return keyPattern.exec(text)?.[1] ?? null;
}

async function checkPage(page: Page, url: string) {
  const problems = consoleProblems(page);
  await page.goto(url);
  await expect(page.getByTestId('demo-content')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await untranslatedKey(page)).toBeNull();
  // the same page in English: its texts switch and none is missing
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await untranslatedKey(page)).toBeNull();
  expect(problems).toEqual([]);
}

for (const feature of features) {
  test(`desktop /showcase/${feature}: accessible, quiet console, every text translated`, async ({ page }) => {
    await checkPage(page, `/showcase/${feature}`);
  });
}

test.describe('mobile', () => {
  test.use(mobileDevice);

  for (const feature of features) {
    test(`mobile /mobile/showcase/${feature}: accessible, quiet console, every text translated`, async ({
      page,
    }) => {
      await checkPage(page, `/mobile/showcase/${feature}`);
    });
  }
});
