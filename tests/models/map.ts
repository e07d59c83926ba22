import type { Locator, Page } from '@playwright/test';

/** Page object of the map showcase, both skins. */
export class MapModel {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    which: 'picker' | 'shapes' | 'overview',
  ) {
    this.root = page.getByTestId(`map-${which}`);
  }

  get tiles(): Locator {
    return this.root.locator('img.leaflet-tile-loaded');
  }

  async pickCentre(): Promise<void> {
    await this.root.getByTestId('map-picker-pick-center').click();
  }

  picked(): Locator {
    return this.page.getByTestId('map-picker-picked');
  }

  /** The picked point as numbers. */
  async point(): Promise<[number, number]> {
    const [x = Number.NaN, y = Number.NaN] = ((await this.picked().textContent()) ?? '')
      .split(',')
      .map(Number);
    return [x, y];
  }

  async useSystem(label: RegExp): Promise<void> {
    await this.page.getByTestId('map-picker-system').getByText(label).click();
  }
}
