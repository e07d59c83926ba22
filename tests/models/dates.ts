import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the lunar month view, in either skin. */
export class LunarCalendarModel {
  readonly root: Locator;
  readonly title: Locator;
  readonly yearTitle: Locator;
  readonly detail: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('lunar-calendar');
    this.title = this.root.getByTestId('lunar-title');
    this.yearTitle = this.root.getByTestId('lunar-year-title');
    this.detail = this.root.getByTestId('lunar-detail');
  }

  cell(date: string): Locator {
    return this.root.getByTestId(`lunar-cell-${date}`);
  }

  /** Every cell showing a festival or a solar term: `date` → `kind:text`. */
  async festivalAndTermCells(): Promise<Record<string, string>> {
    const cells = this.root.locator('[data-kind="festival"], [data-kind="solarTerm"]');
    const found: Record<string, string> = {};
    for (const cell of await cells.all()) {
      const date = (await cell.getAttribute('data-testid'))?.replace('lunar-cell-', '') ?? '';
      const text = await cell.getByTestId('lunar-cell-text').textContent();
      found[date] = `${await cell.getAttribute('data-kind')}:${text ?? ''}`;
    }
    return found;
  }

  /** How many cells show lunar text (0 when lunar dates are hidden). */
  lunarTexts(): Locator {
    return this.root.getByTestId('lunar-cell-text');
  }
}

/** Page object of the dates showcase: its pickers and the values the page shows. */
export class DatesShowcaseModel {
  readonly lunar: LunarCalendarModel;

  constructor(readonly page: Page) {
    this.lunar = new LunarCalendarModel(page);
  }

  /** The value line under a demo widget (`value-<name>`). */
  value(name: string): Locator {
    return this.page.getByTestId(`value-${name}`);
  }

  /** The n-th range picker of the page. */
  rangePicker(index: number): Locator {
    return this.page.getByTestId('range-picker').nth(index);
  }

  /** The open desktop picker panel (antd keeps closed ones in the page, marked hidden). */
  openPanel(): Locator {
    return this.page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  }

  /** Opens the n-th desktop range picker's panel and clicks a preset. */
  async choosePreset(index: number, key: string): Promise<void> {
    await this.rangePicker(index).locator('.ant-picker input').first().click();
    // antd marks the dropdown with motion classes while it opens; a click then can miss its target
    await expect(this.openPanel()).not.toHaveClass(/-(appear|enter)/);
    await this.openPanel().getByTestId(`range-preset-${key}`).click();
    await expect(this.openPanel()).toHaveCount(0);
  }
}
