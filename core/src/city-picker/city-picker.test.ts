import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import {
  CITY_LEVELS,
  cityPickerMachine,
  cityPickerTexts,
  cityTree,
  connectCityPicker,
  divisionLevel,
  findCityPath,
  searchCities,
  toDivisionCode,
} from '.';
import * as data from './city-picker.data';

describe('city data (spec 1, 9; GB/T 2260 codes)', () => {
  it('lists the levels province, city, district', () => {
    expect(CITY_LEVELS).toEqual(['province', 'city', 'district']);
  });

  it('builds the tree down to the district by default, with six-digit codes as keys', () => {
    const tree = cityTree();
    expect(tree.length).toBe(31);
    const beijing = tree[0];
    expect(beijing).toMatchObject({ key: '110000', title: '北京市' });
    expect(beijing?.children?.[0]).toMatchObject({ key: '110100', title: '市辖区' });
    expect(beijing?.children?.[0]?.children?.[0]).toEqual({ key: '110101', title: '东城区' });
    expect(cityTree({ level: 'district' })).toBe(tree);
  });

  it.each([
    ['province', 1],
    ['city', 2],
    ['district', 3],
  ] as const)('cuts the tree at %s (%d levels)', (level, depth) => {
    let node = cityTree({ level })[12];
    let levels = 0;
    while (node) {
      levels += 1;
      node = node.children?.[0];
    }
    expect(levels).toBe(depth);
  });

  it('finds the path from the province down to a code', () => {
    expect(findCityPath('110101')).toEqual([
      { code: '110000', name: '北京市' },
      { code: '110100', name: '市辖区' },
      { code: '110101', name: '东城区' },
    ]);
    expect(findCityPath('440300')?.map((step) => step.name)).toEqual(['广东省', '深圳市']);
    expect(findCityPath('44')).toEqual([{ code: '440000', name: '广东省' }]);
    expect(findCityPath(330106)?.at(-1)?.name).toBe('西湖区');
  });

  it.each(['999999', '1', 'abc', '', '11010', '1101011'])('gives null for %p', (code) => {
    expect(findCityPath(code)).toBeNull();
  });

  it('normalises codes and tells their level', () => {
    expect(toDivisionCode('11')).toBe('110000');
    expect(toDivisionCode('1101')).toBe('110100');
    expect(toDivisionCode('x1')).toBeNull();
    expect(divisionLevel('110000')).toBe('province');
    expect(divisionLevel('110100')).toBe('city');
    expect(divisionLevel('110101')).toBe('district');
  });

  it.each([
    ['杭州', '330100'],
    ['hangzhou', '330100'],
    ['HangZhou', '330100'],
    ['hz', '330100'],
    ['西湖区', '330106'],
  ])('searches %p by name or pinyin', (keyword, code) => {
    const hits = searchCities(keyword);
    expect(hits.some((path) => path.at(-1)?.code === code)).toBe(true);
    for (const path of hits) expect(path[0]?.code.endsWith('0000')).toBe(true);
  });

  it('puts provinces before cities before districts and returns nothing for blank', () => {
    const hits = searchCities('guang');
    const depths = hits.map((path) => path.length);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(hits[0]?.[0]?.name).toMatch(/^广/);
    expect(searchCities('   ')).toEqual([]);
    expect(searchCities('不存在的地方名')).toEqual([]);
  });
});

describe('city picker machine and view', () => {
  const env = (locale: 'zh_CN' | 'en_US' = 'zh_CN') => connectEnv(cityPickerTexts, locale, 'desktop');
  const start = (load: () => Promise<typeof data>, input = {}) => {
    const actor = createActor(cityPickerMachine.provide({ actors: { loadCities: fromPromise(load) } }), {
      input,
    });
    actor.start();
    return actor;
  };
  const view = (actor: ReturnType<typeof start>, locale?: 'zh_CN' | 'en_US') =>
    connectCityPicker(actor.getSnapshot(), actor.send, env(locale));

  it('loads, then shows the chosen path and reports a change', async () => {
    const actor = start(async () => data, { value: '110101' });
    expect(view(actor).status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor)).toMatchObject({
      status: 'ready',
      value: ['110000', '110100', '110101'],
      text: '北京市 / 市辖区 / 东城区',
    });
    const changes: (string | null)[] = [];
    actor.on('change', (e) => changes.push(e.code));
    view(actor).select(['330000', '330100', '330106']);
    expect(view(actor).code).toBe('330106');
    view(actor).select([]);
    expect(view(actor)).toMatchObject({ code: null, text: '', value: [] });
    expect(changes).toEqual(['330106', null]);
  });

  it('cuts paths and options to its level', async () => {
    const actor = start(async () => data, { level: 'city', value: '330106' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor).value).toEqual(['330000', '330100']);
    expect(view(actor).options[0]?.children?.[0]?.children).toBeUndefined();
  });

  it('fails, then retries', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return data;
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view(actor, 'en_US')).toMatchObject({
      status: 'failed',
      errorText: 'Could not load the regions',
      retryText: 'Retry',
    });
    view(actor).retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
  });

  it('searches by pinyin and matches option paths for a kit filter', async () => {
    const actor = start(async () => data);
    await waitFor(actor, (s) => s.matches('ready'));
    view(actor).search('xihu');
    const v = view(actor);
    expect(v.results.some((r) => r.label === '浙江省 / 杭州市 / 西湖区')).toBe(true);
    expect(v.matches('xihu', ['330000', '330100', '330106'])).toBe(true);
    expect(v.matches('xihu', ['110000', '110100', '110101'])).toBe(false);
  });
});
