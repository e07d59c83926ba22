import type { Locator, Page } from '@playwright/test';

/** Page object of one rich-text editor of the showcase, both skins: `full`, `simple` or `readonly`. */
export class RichTextModel {
  readonly root: Locator;
  readonly editor: Locator;
  readonly content: Locator;

  constructor(
    readonly page: Page,
    which: 'full' | 'simple' | 'readonly',
  ) {
    this.root = page.getByTestId(`rich-text-${which}`);
    this.editor = this.root.getByTestId('rich-text-editor');
    this.content = this.root.getByTestId('rich-text-content');
  }

  button(name: string): Locator {
    return this.root.getByTestId(`rich-text-button-${name}`);
  }

  /** Puts the cursor at the end of the document. */
  async focusEnd(): Promise<void> {
    await this.content.click();
    await this.page.keyboard.press('ControlOrMeta+End');
  }

  /** The dialog the toolbar opened (a modal on desktop, a sheet on mobile). */
  dialog(kind: string): Locator {
    return this.page.getByTestId(`rich-text-${kind}-dialog`);
  }

  /** The text input of a dialog field (antd puts the test id on the input, antd-mobile on its wrapper). */
  input(dialog: Locator, testId: string): Locator {
    return dialog.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`);
  }

  /** Confirms the open dialog with its OK button. */
  async confirm(label: RegExp = /^(OK|确定|确 定)$/): Promise<void> {
    await this.page.getByRole('button', { name: label }).last().click();
  }

  /** Pastes HTML at the cursor as a browser paste from the clipboard would. */
  async pasteHtml(html: string): Promise<void> {
    await this.content.evaluate((element, value) => {
      const data = new DataTransfer();
      data.setData('text/html', value);
      data.setData('text/plain', value);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, html);
  }
}
