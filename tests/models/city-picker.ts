import type { Locator, Page } from '@playwright/test';

/** Page object of the city picker showcase, both skins. */
export class CityPickerModel {
  readonly picker: Locator;
  readonly code: Locator;

  constructor(
    readonly page: Page,
    which: 'district' | 'city' | 'failing' = 'district',
  ) {
    this.picker = page.getByTestId(`city-${which}`);
    this.code = page.getByTestId(`city-${which}-code`);
  }

  /** Desktop: opens the cascader and clicks each name in turn. */
  async pickPath(names: string[]): Promise<void> {
    await this.picker.locator('.ant-select').click();
    for (const name of names) {
      await this.page
        .locator('.ant-cascader-menu-item')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .click();
    }
  }

  /** Desktop: types into the cascader's search and picks the hit whose path reads `label`. */
  async searchDesktop(keyword: string, label: RegExp): Promise<void> {
    await this.picker.locator('input').fill(keyword);
    await this.page.locator('.ant-cascader-menu-item').filter({ hasText: label }).first().click();
  }

  /** Mobile: types into the search bar and taps the hit. */
  async searchMobile(keyword: string, label: string): Promise<void> {
    await this.picker.getByRole('searchbox').fill(keyword);
    await this.picker
      .getByTestId(`${await this.picker.getAttribute('data-testid')}-results`)
      .getByText(label)
      .click();
  }
}
