// Prints what lunar-javascript (the astronomical reference) says about every day of
// 1900-01-31..2049-12-31, one JSON row per day: [year, month, day, lunarYear, lunarMonth (negative
// when leap), lunarDay, solar term or '', festivals]. lunar.test.ts runs it in a plain node process:
// inside jest's sandbox lunar-javascript runs about ten times slower.
const { Solar } = require('lunar-javascript');

const rows = [];
const day = new Date(Date.UTC(1900, 0, 31));
const last = Date.UTC(2049, 11, 31);
for (; day.getTime() <= last; day.setUTCDate(day.getUTCDate() + 1)) {
  const solar = Solar.fromYmd(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  const lunar = solar.getLunar();
  rows.push([
    solar.getYear(),
    solar.getMonth(),
    solar.getDay(),
    lunar.getYear(),
    lunar.getMonth(),
    lunar.getDay(),
    lunar.getJieQi(),
    [...solar.getFestivals(), ...lunar.getFestivals()],
  ]);
}
process.stdout.write(JSON.stringify(rows));
