import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the RecurrenceEditor in either skin, found by the parts' data-testid. */
export class RecurrenceEditorModel {
  readonly root: Locator;
  readonly sentence: Locator;
  readonly previewItems: Locator;
  readonly previewMessage: Locator;
  /** The demo's RRULE output and check button (outside the editor). */
  readonly ruleText: Locator;
  readonly validateButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('recurrence-editor');
    this.sentence = this.root.getByTestId('recurrence-sentence');
    this.previewItems = this.root.getByTestId('recurrence-preview-item');
    this.previewMessage = this.root.getByTestId('recurrence-preview-message');
    this.ruleText = page.getByTestId('recurrence-rrule');
    this.validateButton = page.getByTestId('recurrence-validate');
  }

  field(name: string): Locator {
    return this.root.getByTestId(`recurrence-field-${name}`);
  }

  /** The message shown under a field. */
  error(name: string): Locator {
    return this.root.getByTestId(`recurrence-field-${name}-error`);
  }

  /** Clicks or taps an option shown in the field itself (radio, checkbox, selector buttons). */
  async choose(name: string, label: string): Promise<void> {
    await this.field(name).getByText(label, { exact: true }).click();
  }

  /** Desktop: types a date-time into the field's picker and confirms it. */
  async typeDate(name: string, value: string): Promise<void> {
    const input = this.field(name).locator('input');
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  }

  /** Desktop: opens a drop-down select and picks an option. */
  async select(name: string, label: string): Promise<void> {
    await this.field(name).locator('.ant-select').click();
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: label })
      .click();
  }

  /** Mobile: opens the field's wheel picker, taps an option and confirms. */
  async pick(name: string, label: string): Promise<void> {
    await this.field(name).getByTestId(`recurrence-field-${name}-trigger`).click();
    const popup = this.page.locator('.adm-picker').filter({ visible: true });
    // the wheel's gesture layer swallows pointer clicks; the item's own click handler selects it
    await popup
      .locator('.adm-picker-view-column-item')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .dispatchEvent('click');
    await expect(popup.locator('.adm-picker-view-column-item-active')).toHaveText(label);
    await popup.locator('.adm-picker-header-button').last().click();
    await popup.waitFor({ state: 'hidden' });
  }

  /** Either skin: fills a number field. */
  async fillNumber(name: string, value: number): Promise<void> {
    const input = this.field(name).locator('input');
    await input.fill(String(value));
    await input.blur();
  }

  /** The preview's lines as text. */
  async previewTexts(): Promise<string[]> {
    return (await this.previewItems.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  }
}
