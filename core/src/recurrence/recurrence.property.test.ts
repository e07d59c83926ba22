// Property test (issue 13): for generated configs of every shape, the rule text `toRRule` writes,
// expanded by the rrule library as any iCalendar client would, gives the dates `previewOccurrences`
// shows with rest days kept. A quarterly rule whose start month was not its chosen month used to
// give no date at all.
import { rrulestr } from 'rrule';
import { formatDateTime } from './floating-time';
import { validateRecurrence } from './recurrence.logic';
import { previewOccurrences } from './recurrence.preview';
import { toRRule } from './recurrence.rrule';
import type {
  RecurrenceConfig,
  RecurrenceFrequency,
  RecurrenceMonthDay,
  RecurrenceWeekOrdinal,
  RecurrenceWeekday,
} from './recurrence.types';

/** mulberry32: a small seeded generator, so a failure names a config that can be rebuilt. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FREQUENCIES: RecurrenceFrequency[] = [
  'byMinute',
  'byHour',
  'byDay',
  'byWeek',
  'byMonth',
  'byQuarter',
  'byYear',
];
const pad = (n: number) => String(n).padStart(2, '0');

function generator(next: () => number) {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  /** A non-empty subset of `values`, in random order. */
  const some = <T>(values: readonly T[], max = values.length): T[] => {
    const chosen = [...values].sort(() => next() - 0.5).slice(0, int(1, Math.min(max, values.length)));
    return chosen;
  };
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  const dayRule = () => {
    if (next() < 0.4) {
      return {
        sortByDateOrWeek: 'week' as const,
        appointWeeks: some<RecurrenceWeekOrdinal>([1, 2, 3, 4, 'last'], 3),
        appointDays: some(range(1, 7), 3) as RecurrenceWeekday[],
      };
    }
    const sort = pick(['head', 'tail', 'appoint'] as const);
    const days: RecurrenceMonthDay[] =
      sort === 'head'
        ? [next() < 0.2 ? 'last' : int(1, 31)]
        : sort === 'tail'
          ? some(range(1, 10), 3)
          : some<RecurrenceMonthDay>([...range(1, 31), 'last'], 4);
    return { sortByDateOrWeek: 'date' as const, sort, appointMonthDays: days };
  };

  return (): RecurrenceConfig => {
    const frequency = pick(FREQUENCIES);
    const start = new Date(
      Date.UTC(int(2020, 2030), int(0, 11), int(1, 28), int(0, 23), pick([0, 15, 30, 45])),
    );
    const config: RecurrenceConfig = {
      startTime: formatDateTime(start),
      frequency,
      restDayConfig: 'normal',
      overRepeatType: 'never',
    };
    const times = frequency === 'byMinute' ? pick([1, 5, 15, 30, 90]) : int(1, 4);
    if (frequency === 'byHour' && next() < 0.4) {
      config.frequencyRule = { type: 'appoint', appointRule: { appointHourDatas: some(range(0, 23), 4) } };
    } else {
      const rule: Record<string, unknown> = { times };
      if (frequency === 'byWeek') rule.appointTimesDatas = some(range(1, 7), 4);
      if (frequency === 'byMonth') Object.assign(rule, dayRule());
      if (frequency === 'byQuarter') {
        Object.assign(rule, dayRule(), { quarterMonth: int(1, 3) });
        if (next() < 0.7) rule.appointQuarters = some([1, 2, 3, 4]);
      }
      if (frequency === 'byYear') Object.assign(rule, dayRule(), { appointMonths: some(range(1, 12), 3) });
      config.frequencyRule = { type: 'regular', regularRule: rule };
    }
    if (['byDay', 'byWeek', 'byMonth', 'byQuarter', 'byYear'].includes(frequency) && next() < 0.7) {
      config.triggerTime = `${pad(int(0, 23))}:${pad(pick([0, 10, 30, 45]))}`;
    }
    const end = next();
    if (end < 0.3) {
      config.overRepeatType = 'times';
      config.overRepeatTimes = int(1, 12);
    } else if (end < 0.5) {
      config.overRepeatType = 'date';
      const until = new Date(start.getTime() + int(0, 3 * 365) * 86_400_000);
      config.overRepeatDate = formatDateTime(until).slice(0, 10);
    }
    return config;
  };
}

const COUNT = 8;
// compare within ten years of the start: preview stops looking after ten years without a date
const WINDOW_MS = 10 * 365 * 86_400_000;

describe('toRRule expands like previewOccurrences (rest days kept)', () => {
  it('agrees on the first dates of 1 000 generated configs of every shape', () => {
    const generate = generator(random(20261122));
    const shapes = new Set<string>();
    let checked = 0;
    for (let attempt = 0; checked < 1000 && attempt < 5000; attempt += 1) {
      const config = generate();
      if (validateRecurrence(config)) continue;
      checked += 1;
      shapes.add(`${config.frequency}/${config.frequencyRule?.type}/${config.overRepeatType}`);
      const text = toRRule(config);
      const rule = rrulestr(text);
      const start = rule.options.dtstart;
      const windowEnd = new Date(start.getTime() + WINDOW_MS);
      const expanded = rule
        .all((date, i) => i < COUNT && date <= windowEnd)
        .map((date) => formatDateTime(date));
      const preview = previewOccurrences(config, { count: COUNT }).filter(
        (at) => at <= formatDateTime(windowEnd),
      );
      expect({ config, text, dates: expanded }).toEqual({ config, text, dates: preview });
    }
    expect(checked).toBe(1000);
    // every frequency, both byHour modes and every end appear
    expect(shapes.size).toBeGreaterThanOrEqual(20);
  });
});
