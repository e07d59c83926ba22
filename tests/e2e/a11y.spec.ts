// An axe check of every demo page, desktop and mobile: no serious or critical WCAG 2 A/AA violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, mobileDevice, test } from './support';

const showcaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo/src/showcase');
const features = readdirSync(showcaseDir).filter((name) =>
  existsSync(path.join(showcaseDir, name, 'desktop.tsx')),
);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
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

for (const feature of features) {
  test(`desktop /showcase/${feature} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(`/showcase/${feature}`);
    await expect(page.getByTestId('demo-content')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('mobile', () => {
  test.use(mobileDevice);

  for (const feature of features) {
    test(`mobile /mobile/showcase/${feature} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(`/mobile/showcase/${feature}`);
      await expect(page.getByTestId('demo-content')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
