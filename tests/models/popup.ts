import type { Locator, Page } from '@playwright/test';

type Kind = 'hover' | 'click' | 'focus' | 'context' | 'slow';

/** Page object of the popup showcase, both skins. */
export class PopupModel {
  constructor(readonly page: Page) {}

  trigger(kind: Kind): Locator {
    return this.page.getByTestId(`popup-${kind}-trigger`);
  }

  popup(kind: Kind): Locator {
    return this.page.getByTestId(`popup-${kind}`);
  }

  /** A press far from every trigger and popup. */
  async pressOutside(): Promise<void> {
    await this.page.mouse.click(this.page.viewportSize()!.width - 5, this.page.viewportSize()!.height - 5);
  }
}
