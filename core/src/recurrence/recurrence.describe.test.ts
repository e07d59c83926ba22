import { describeRecurrence, joinList, ordinalKey } from './recurrence.describe';
import { translate } from '../i18n';
import type { RecurrenceConfig } from './recurrence.types';
import { appointHours, lastFridayTwelveTimes, regular } from './test/configs';

const byDate = (sort: 'head' | 'tail' | 'appoint', days: Array<number | 'last'>) =>
  ({ sortByDateOrWeek: 'date', sort, appointMonthDays: days }) as const;

const cases: Array<[RecurrenceConfig, string, string]> = [
  [
    regular(
      'byWeek',
      { times: 2, appointTimesDatas: [1, 5] },
      { triggerTime: '09:00', overRepeatType: 'times', overRepeatTimes: 10 },
    ),
    'every 2 weeks on Monday and Friday at 09:00, 10 times',
    '每2周的周一、周五 09:00，共10次',
  ],
  [
    lastFridayTwelveTimes,
    'every month on the last Friday at 09:00, 12 times',
    '每月的最后一个周五 09:00，共12次',
  ],
  [regular('byMinute', { times: 15 }), 'every 15 minutes', '每15分钟'],
  [
    regular('byMinute', { times: 1 }, { overRepeatType: 'times', overRepeatTimes: 1 }),
    'every minute, once',
    '每分钟，仅1次',
  ],
  [regular('byHour', { times: 1 }, { triggerTime: '07:00' }), 'every hour', '每小时'],
  [
    appointHours([9, 14, 18], { startTime: '2024-01-01 10:30:00' }),
    'every day at 09:30, 14:30 and 18:30',
    '每天 09:30、14:30、18:30',
  ],
  [
    regular('byDay', { times: 1 }, { restDayConfig: 'never' }),
    'every day at 09:00, skipping rest days',
    '每天 09:00，休息日不执行',
  ],
  [
    regular(
      'byDay',
      { times: 3 },
      {
        triggerTime: '18:45',
        restDayConfig: 'nextWorkDay',
        overRepeatType: 'date',
        overRepeatDate: '2024-12-31',
      },
    ),
    'every 3 days at 18:45, moved to the next work day on rest days, until 2024-12-31',
    '每3天 18:45，休息日顺延至下一工作日，至2024-12-31结束',
  ],
  [
    regular('byWeek', { times: 1, appointTimesDatas: [1, 3, 5] }),
    'every week on Monday, Wednesday and Friday at 09:00',
    '每周的周一、周三、周五 09:00',
  ],
  [
    regular('byMonth', { times: 1, ...byDate('head', [1]) }),
    'every month on the 1st at 09:00',
    '每月的1日 09:00',
  ],
  [
    regular('byMonth', { times: 2, ...byDate('appoint', [2, 3, 11, 21, 22, 'last']) }),
    'every 2 months on the 2nd, the 3rd, the 11th, the 21st, the 22nd and the last day at 09:00',
    '每2个月的2日、3日、11日、21日、22日、最后一天 09:00',
  ],
  [
    regular('byMonth', { times: 1, ...byDate('tail', [3]) }),
    'every month on the 3rd last day at 09:00',
    '每月的倒数第3天 09:00',
  ],
  [
    regular('byMonth', { times: 1, ...byDate('tail', [1]) }),
    'every month on the last day at 09:00',
    '每月的最后一天 09:00',
  ],
  [
    regular('byMonth', { times: 1, sortByDateOrWeek: 'week', appointWeeks: [2, 'last'], appointDays: [1] }),
    'every month on the 2nd Monday and the last Monday at 09:00',
    '每月的第2个周一、最后一个周一 09:00',
  ],
  [
    regular('byQuarter', { times: 1, quarterMonth: 2, ...byDate('head', [15]) }),
    'every quarter on the 15th of the 2nd month at 09:00',
    '每季度第2个月的15日 09:00',
  ],
  [
    regular('byQuarter', { times: 2, quarterMonth: 3, appointQuarters: [1, 3], ...byDate('head', ['last']) }),
    'every 2 quarters in Q1 and Q3 on the last day of the 3rd month at 09:00',
    '每2个季度（第1季度、第3季度）第3个月的最后一天 09:00',
  ],
  [
    regular('byYear', { times: 1, appointMonths: [1, 7], ...byDate('head', [1]) }, { triggerTime: '10:00' }),
    'every year on the 1st of January and July at 10:00',
    '每年1月、7月的1日 10:00',
  ],
];

describe('describeRecurrence', () => {
  it.each(cases)('%#: en_US "%s"', (config, en) => {
    expect(describeRecurrence(config, 'en_US')).toBe(en);
  });

  it.each(cases)('%#: zh_CN', (config, _en, zh) => {
    expect(describeRecurrence(config, 'zh_CN')).toBe(zh);
  });

  it('is empty for an incomplete config', () => {
    expect(describeRecurrence(regular('byWeek', { times: 1 }), 'en_US')).toBe('');
  });
});

describe('sentence parts', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [31, '31st'],
    [111, '111th'],
  ])('English ordinal of %i is %s', (n, text) => {
    expect(translate('en_US', ordinalKey(n), { n })).toBe(text);
  });

  it('joins lists per locale', () => {
    const en = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
      translate('en_US', key, params);
    expect(joinList([], en)).toBe('');
    expect(joinList(['a'], en)).toBe('a');
    expect(joinList(['a', 'b'], en)).toBe('a and b');
    expect(joinList(['a', 'b', 'c'], en)).toBe('a, b and c');
    expect(joinList(['甲', '乙', '丙'], (key, params) => translate('zh_CN', key, params))).toBe('甲、乙、丙');
  });
});
