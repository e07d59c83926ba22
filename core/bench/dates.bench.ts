// Lunar calendar benchmark (issue 7): every day of 1900-01-31..2049-12-31 and month grids, ours
// against lunar-javascript (the astronomical reference) measured in the same run, plus the gzip size
// of both. Run: npm run bench (or, from core/, npx tsx bench/dates.bench.ts).
import { build, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { Solar } from 'lunar-javascript';
import { lunarMonthGrid, solarToLunar } from '../src/dates';
import { civilFromDays, daysFromCivil, type CivilDate } from '../src/dates/calendar-days';
import { measure, report } from './harness';

const here = path.dirname(new URL(import.meta.url).pathname);
const DAYS: CivilDate[] = [];
for (let d = daysFromCivil(1900, 1, 31); d <= daysFromCivil(2049, 12, 31); d++) DAYS.push(civilFromDays(d));
const MONTHS: Array<[number, number]> = [];
for (let year = 2000; year <= 2049; year++)
  for (let month = 1; month <= 12; month++) MONTHS.push([year, month]);

let sink = 0;

const oursEveryDay = () => {
  for (const { year, month, day } of DAYS) sink += solarToLunar(year, month, day)?.lunarDay ?? 0;
};
// the same facts from the reference: lunar date with leap flag, solar term, festivals
const referenceEveryDay = () => {
  for (const { year, month, day } of DAYS) {
    const solar = Solar.fromYmd(year, month, day);
    const lunar = solar.getLunar();
    sink +=
      lunar.getDay() + lunar.getJieQi().length + solar.getFestivals().length + lunar.getFestivals().length;
  }
};

const oursGrids = () => {
  for (const [year, month] of MONTHS) sink += lunarMonthGrid(year, month, { now: 0 }).length;
};
const referenceGrids = () => {
  for (const [year, month] of MONTHS) {
    const first = daysFromCivil(year, month, 1);
    const start = first - ((((first + 4) % 7) + 7) % 7);
    for (let i = 0; i < 42; i++) {
      const { year: y, month: m, day } = civilFromDays(start + i);
      const solar = Solar.fromYmd(y, m, day);
      const lunar = solar.getLunar();
      sink +=
        lunar.getDay() + lunar.getJieQi().length + solar.getFestivals().length + lunar.getFestivals().length;
    }
  }
};

/** esbuild plugin: leave the message catalogue out (names are messages, shipped with every locale). */
const catalogueExternal: Plugin = {
  name: 'catalogue-external',
  setup(b) {
    // the i18n entry, and the dates feature's messages module that registers the catalogue's texts
    b.onResolve({ filter: /\/(i18n|messages)$/ }, (args) => ({ path: args.path, external: true }));
  },
};

async function gzipOfBundle(entry: string, plugins: Plugin[] = []): Promise<{ min: number; gzip: number }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    plugins,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

function lunarNamesGzip(): number {
  const catalogue = readFileSync(path.join(here, '../src/i18n/catalogue/dates.ts'), 'utf8');
  const lines = catalogue
    .split('\n')
    .filter((l) => /'dates\.(lunarMonth|lunarLeapMonth|lunarDay|stem|branch|animal|term|festival)\./.test(l));
  return gzipSync(lines.join('\n'), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const referenceDays = await measure('lunar-javascript', referenceEveryDay, 3000);
const oursDays = await measure('suite-ui solarToLunar', oursEveryDay, 2000);
report(
  `every day 1900-01-31..2049-12-31 (${DAYS.length} days per op; target 100x)`,
  [oursDays, referenceDays],
  referenceDays,
);

const referenceGrid = await measure('lunar-javascript', referenceGrids, 3000);
const oursGrid = await measure('suite-ui lunarMonthGrid', oursGrids, 2000);
report(
  `month grids of 42 cells, 2000-01..2049-12 (${MONTHS.length} grids per op; target 100x)`,
  [oursGrid, referenceGrid],
  referenceGrid,
);
console.log(
  `per grid: suite-ui ${((oursGrid.msPerOp / MONTHS.length) * 1000).toFixed(1)} µs, lunar-javascript ${((referenceGrid.msPerOp / MONTHS.length) * 1000).toFixed(1)} µs`,
);

const lunarModule = await gzipOfBundle(path.join(here, '../src/dates/lunar/lunar-grid.logic.ts'), [
  catalogueExternal,
]);
const lunarJs = createRequire(import.meta.url).resolve('lunar-javascript/lunar.js');
const referenceSize = await gzipOfBundle(lunarJs);
const referenceShipped = gzipSync(readFileSync(lunarJs), { level: 9 }).length;
console.log('\n## size (gzip -9; target 4 KB)');
console.table([
  {
    module: 'suite-ui lunar (tables + rules + grid, minified)',
    gzip: kb(lunarModule.gzip),
    minified: kb(lunarModule.min),
  },
  { module: '  its names in the dates catalogue (zh_CN + en_US)', gzip: kb(lunarNamesGzip()), minified: '' },
  { module: 'lunar-javascript (minified)', gzip: kb(referenceSize.gzip), minified: kb(referenceSize.min) },
  { module: 'lunar-javascript (as shipped)', gzip: kb(referenceShipped), minified: '' },
]);
console.log(
  `size ratio: lunar-javascript is ${(referenceSize.gzip / lunarModule.gzip).toFixed(0)}x the lunar module`,
);
if (sink === 42) console.log('');
