import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the root layout (both skins). */
export class LayoutModel {
  readonly root: Locator;
  readonly content: Locator;
  readonly tabs: Locator;
  readonly notFound: Locator;
  readonly chunkError: Locator;
  readonly iframe: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('root-layout');
    this.content = page.getByTestId('layout-content');
    this.tabs = page.getByTestId('layout-tab');
    this.notFound = page.getByTestId('layout-not-found');
    this.chunkError = page.getByTestId('layout-chunk-error');
    this.iframe = page.getByTestId('layout-iframe');
  }

  /** Opens a path and waits until the layout has decided what to show. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
    await expect(this.page.getByTestId('layout-loading').first()).toBeHidden();
  }

  /** The demo module page shown now (visible one: inactive tabs stay mounted but hidden). */
  module(name: string): Locator {
    return this.page.locator(`[data-testid="module-${name}"]:visible`);
  }

  /** Keys of the open tabs, in order. */
  async tabKeys(): Promise<string[]> {
    return this.tabs.evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-tab-key') ?? ''));
  }

  tab(key: string): Locator {
    return this.page.locator(`[data-testid="layout-tab"][data-tab-key="${key}"]`);
  }

  /** Right-clicks a tab and picks an item of its menu. */
  async tabMenu(key: string, item: string | RegExp): Promise<void> {
    // closed menus stay in the page, hidden; wait until none is open (or closing) first
    const openMenu = this.page.locator('.suite-layout-tab-menu:not(.ant-dropdown-hidden)');
    await expect(openMenu).toHaveCount(0);
    // A context menu (rc-trigger's alignPoint popup) closes on any scroll of the page, as menus do,
    // and the page can scroll under it: Playwright scrolls the popup into view while it is still
    // entering, or the browser clamps the scroll after closed tabs shortened the page. Then the
    // item is gone before the click lands and nothing was chosen: open the menu again.
    await expect(async () => {
      await this.tab(key).click({ button: 'right' });
      await expect(openMenu).not.toHaveClass(/-(enter|appear)\b/, { timeout: 2_000 });
      await openMenu.getByRole('menuitem', { name: item }).click({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(openMenu).toHaveCount(0);
  }

  /** Navigates through the desktop side menu. */
  async sideMenu(label: string | RegExp): Promise<void> {
    await this.page.getByTestId('demo-side-menu').getByRole('menuitem', { name: label }).click();
  }
}
