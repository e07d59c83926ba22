import type { Locator, Page } from '@playwright/test';

/** Page object of a detail card (or form) in either skin: fields by item id. */
export class DetailCardModel {
  readonly root: Locator;
  readonly submit: Locator;
  readonly notice: Locator;

  constructor(
    readonly page: Page,
    testId = 'detail-card',
  ) {
    this.root = page.getByTestId(testId);
    this.submit = this.root.getByTestId('form-submit');
    this.notice = this.root.getByTestId('form-notice');
  }

  /** Waits until the form is initialised (the skeleton is gone). */
  async ready(): Promise<void> {
    await this.root.and(this.page.locator('[data-status="ready"]')).waitFor();
  }

  field(id: string): Locator {
    return this.root.getByTestId(`form-field-${id}`);
  }

  section(id: string): Locator {
    return this.root.getByTestId(`form-section-${id}`);
  }

  error(id: string): Locator {
    return this.root.getByTestId(`form-field-${id}-error`);
  }

  /** The text box (or number box) of a field. */
  input(id: string): Locator {
    return this.field(id)
      .locator('input:not([type=hidden]):not([type=radio]):not([type=checkbox]), textarea')
      .first();
  }

  async fill(id: string, value: string): Promise<void> {
    await this.input(id).fill(value);
  }
}
