import type { Locator, Page } from '@playwright/test';

/** Page object of the anchor navigation showcase, both skins. */
export class AnchorModel {
  readonly nav: Locator;
  readonly toggle: Locator;
  readonly search: Locator;
  readonly list: Locator;
  readonly links: Locator;
  readonly active: Locator;
  readonly empty: Locator;
  readonly scroller: Locator;
  readonly order: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly current: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByTestId('anchor-nav');
    this.toggle = page.getByTestId('anchor-toggle');
    this.search = page
      .getByTestId('anchor-search')
      .locator('input')
      .or(page.locator('input[data-testid="anchor-search"]'));
    this.list = page.getByTestId('anchor-list');
    this.links = this.list.locator('a');
    this.active = this.list.locator('a[aria-current="location"]');
    this.empty = page.getByTestId('anchor-empty');
    this.scroller = page.getByTestId('anchor-demo-scroll');
    this.order = page.getByTestId('anchor-demo-order');
    this.menuButton = page.getByTestId('anchor-menu-open');
    this.menu = page.getByTestId('anchor-menu');
    this.current = page.getByTestId('anchor-current');
  }

  link(section: string): Locator {
    return this.page.getByTestId(`anchor-link-anchor-demo-${section}`);
  }

  /** Drags a link by its handle onto another link with the pointer (a mouse, or a finger on mobile). */
  async dragByHandle(section: string, onto: string): Promise<void> {
    const from = await this.page.getByTestId(`anchor-link-anchor-demo-${section}-handle`).boundingBox();
    const to = await this.link(onto).boundingBox();
    if (!from || !to) throw new Error('the links to drag are not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
    await this.page.mouse.up();
  }

  /** Scrolls the desktop demo's scrolling area so `section` starts at its top. */
  async scrollAreaTo(section: string): Promise<void> {
    await this.scroller.evaluate((area, id) => {
      const target = document.getElementById(`anchor-demo-${id}`);
      if (target) area.scrollTop += target.getBoundingClientRect().top - area.getBoundingClientRect().top;
    }, section);
  }

  /** How far `section` starts below the top of the desktop scrolling area (px). */
  async areaDistanceTo(section: string): Promise<number> {
    return this.scroller.evaluate((area, id) => {
      const target = document.getElementById(`anchor-demo-${id}`);
      return target ? target.getBoundingClientRect().top - area.getBoundingClientRect().top : NaN;
    }, section);
  }

  /** Scrolls the mobile page so `section` starts just under the sticky bar. */
  async scrollPageTo(section: string): Promise<void> {
    await this.page.evaluate((id) => {
      const target = document.getElementById(`anchor-demo-${id}`);
      if (target) window.scrollBy(0, target.getBoundingClientRect().top - 48);
    }, section);
  }

  /** Where `section` starts in the mobile viewport (px). */
  async pageDistanceTo(section: string): Promise<number> {
    return this.page.evaluate(
      (id) => document.getElementById(`anchor-demo-${id}`)?.getBoundingClientRect().top ?? NaN,
      section,
    );
  }
}
