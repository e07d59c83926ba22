// Map (spec 9): offline grid tiles from the fake backend; a picked place read back in WGS84,
// GCJ02 and BD09; shapes given in other systems drawn on the provider's.
import { MapModel } from '../models/map';
import { expect, mobileDevice, test } from './support';

/** Whether `point` lies `expected` away from `from`, in units of 0.00001°, give or take 3. */
const offsetIs = (point: [number, number], from: [number, number], expected: [number, number]) =>
  Math.abs((point[0] - from[0]) * 1e5 - expected[0]) <= 3 &&
  Math.abs((point[1] - from[1]) * 1e5 - expected[1]) <= 3;

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} map`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('picks a place and reads it back in WGS84, GCJ02 and BD09', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // errors, and warnings of the chart and map libraries (other features' notices are theirs)
        const ours = message.type() === 'warning' && /echarts|leaflet/i.test(message.text());
        if (message.type() === 'error' || ours) problems.push(message.text());
      });
      await page.goto(skin === 'mobile' ? '/mobile/showcase/map' : '/showcase/map');
      const map = new MapModel(page, 'picker');
      await expect(map.tiles.first()).toBeVisible();
      await map.pickCentre();
      // the centre was given in WGS84 and drawn in amap's GCJ02: it comes back where it started
      // (within the map's pixel, about 20 m at zoom 13)
      await expect(map.picked()).toHaveText(/^\d+\.\d{6}, \d+\.\d{6}$/);
      const wgs = await map.point();
      expect(Math.abs(wgs[0] - 116.391264)).toBeLessThan(0.0005);
      expect(Math.abs(wgs[1] - 39.907359)).toBeLessThan(0.0005);
      // near Beijing GCJ02 lies about 0.00624° east and 0.00140° north of WGS84, BD09 0.01261° and 0.00774°
      await map.useSystem(/^GCJ02/);
      await expect.poll(async () => offsetIs(await map.point(), wgs, [624, 140])).toBe(true);
      await map.useSystem(/^BD09（|^BD09 \(/);
      await expect.poll(async () => offsetIs(await map.point(), wgs, [1261, 774])).toBe(true);
      await page.getByTestId('map-picker-clear').click();
      await expect(map.picked()).toBeHidden();

      const shapes = new MapModel(page, 'shapes');
      await shapes.root.scrollIntoViewIfNeeded();
      await expect(shapes.root).toHaveAttribute('data-system', 'WGS84');
      await expect(shapes.root.locator('path.leaflet-interactive')).toHaveCount(4);
      expect(problems).toEqual([]);
    });
  });
}

test('a tap on the map picks the place under it', async ({ page }) => {
  await page.goto('/showcase/map');
  const map = new MapModel(page, 'picker');
  await expect(map.tiles.first()).toBeVisible();
  await map.root.getByTestId('map-picker-canvas').click({ position: { x: 100, y: 300 } });
  await expect(map.picked()).toHaveText(/^116\.\d{6}, 39\.\d{6}$/);
  const [lng, lat] = await map.point();
  // left of and below the centre
  expect(lng).toBeLessThan(116.391264);
  expect(lat).toBeLessThan(39.907359);
});

for (const skin of ['desktop', 'mobile'] as const) {
  test(`${skin}: the offline base layer shows China's provinces, not tile coordinates`, async ({ page }) => {
    await page.goto(skin === 'mobile' ? '/mobile/showcase/map' : '/showcase/map');
    const overview = new MapModel(page, 'overview');
    await overview.root.scrollIntoViewIfNeeded();
    await expect(overview.tiles.first()).toBeVisible();
    const sources = await overview.tiles.evaluateAll((tiles) =>
      tiles.map((tile) => (tile as HTMLImageElement).src),
    );
    const drawings = await Promise.all(sources.map(async (src) => (await page.request.get(src)).text()));
    // every tile is a drawing without text; at zoom 3 some tile holds land with borders
    expect(drawings.every((svg) => svg.startsWith('<svg') && !svg.includes('<text'))).toBe(true);
    expect(drawings.some((svg) => /<path d="M[^"]+Z/.test(svg))).toBe(true);
  });
}
