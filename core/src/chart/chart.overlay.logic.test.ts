import {
  CHART_LIGHT_THEME,
  chartAxisTooltip,
  chartCategoryAxis,
  chartGridSpan,
  chartHiddenSeries,
  chartHtmlLegend,
  chartHtmlTooltip,
  chartLegendItems,
  chartModulesFor,
  chartTooltipSide,
  normalizeChartOption,
  usesHtmlLegend,
  usesHtmlTooltip,
} from '.';

const axes = { xAxis: { type: 'category', data: ['Mon', 'Tue', 'Wed'] }, yAxis: { type: 'value' } };
const series = [
  { type: 'line', name: 'Visits', data: [1200, 1320.5, null] },
  { type: 'bar', name: 'Orders', data: [{ value: 10 }, 20, '-'] },
];
const combo = { ...axes, legend: {}, tooltip: { trigger: 'axis' }, series };
const palette = CHART_LIGHT_THEME.colors;

describe('usesHtmlLegend: the skins draw a plain legend of one grid as HTML', () => {
  it.each([
    ['a plain legend over line and bar', { legend: {} }, true],
    [
      'placed at the bottom, with its data',
      { legend: { bottom: 0, data: ['Orders', { name: 'Visits' }] } },
      true,
    ],
    [
      'with a selected map and no toggling',
      { legend: { selected: { Visits: false }, selectedMode: false } },
      true,
    ],
    ['hidden', { legend: { show: false } }, true],
    ['no legend', {}, false],
    ['a scroll legend', { legend: { type: 'scroll' } }, false],
    ['a vertical legend', { legend: { orient: 'vertical' } }, false],
    ['a formatter', { legend: { formatter: '{name}!' } }, false],
    ['its own icon', { legend: { icon: 'pin' } }, false],
    ['single selection', { legend: { selectedMode: 'single' } }, false],
    ['an entry that names no series (a pie slice)', { legend: { data: ['Mon'] } }, false],
    ['a visual map pointing at series', { legend: {}, visualMap: { seriesIndex: 1 } }, false],
  ])('%s: %p', (_name, extra, expected) => {
    expect(usesHtmlLegend({ ...axes, series, ...extra })).toBe(expected);
  });

  it.each([
    ['a pie', [{ type: 'pie', data: [{ name: 'a', value: 1 }] }]],
    ['a polar line', [{ type: 'line', coordinateSystem: 'polar', data: [1] }]],
    ['a gradient colour', [{ type: 'bar', itemStyle: { color: { type: 'linear' } }, data: [1] }]],
  ])('leaves %s to echarts', (_name, list) => {
    expect(usesHtmlLegend({ ...axes, legend: {}, series: list })).toBe(false);
  });
});

describe('usesHtmlTooltip: the skins draw an axis tooltip on one category axis as HTML', () => {
  it.each([
    ['an axis tooltip over line and bar', { tooltip: { trigger: 'axis' } }, true],
    [
      'with a shadow pointer and a value formatter',
      { tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: String } },
      true,
    ],
    ['an item tooltip', { tooltip: {} }, false],
    ['a cross pointer', { tooltip: { trigger: 'axis', axisPointer: { type: 'cross' } } }, false],
    ['a formatter', { tooltip: { trigger: 'axis', formatter: '{b}' } }, false],
    ['a string value formatter', { tooltip: { trigger: 'axis', valueFormatter: '{value}' } }, false],
    ['an axis pointer of the option', { tooltip: { trigger: 'axis' }, axisPointer: { link: [] } }, false],
    ['no category data', { tooltip: { trigger: 'axis' }, xAxis: { type: 'category' } }, false],
    ['two value axes', { tooltip: { trigger: 'axis' }, xAxis: { type: 'value' } }, false],
    ['two category axes', { tooltip: { trigger: 'axis' }, xAxis: [axes.xAxis, axes.xAxis] }, false],
    [
      'a second value axis on the right',
      { tooltip: { trigger: 'axis' }, yAxis: [{ type: 'value' }, { type: 'value', position: 'right' }] },
      true,
    ],
  ])('%s: %p', (_name, extra, expected) => {
    expect(usesHtmlTooltip({ ...axes, series, ...extra })).toBe(expected);
  });

  it('takes a series on the second value axis, not one on another category axis', () => {
    const tooltip = { trigger: 'axis' };
    const yAxis = [{ type: 'value' }, { type: 'value' }];
    const right = [
      { type: 'bar', data: [1] },
      { type: 'line', yAxisIndex: 1, data: [0.5] },
    ];
    expect(usesHtmlTooltip({ ...axes, yAxis, tooltip, series: right })).toBe(true);
    expect(usesHtmlLegend({ ...axes, yAxis, legend: {}, series: right })).toBe(true);
    expect(usesHtmlTooltip({ ...axes, tooltip, series: [{ type: 'bar', xAxisIndex: 1, data: [1] }] })).toBe(
      false,
    );
  });

  it('leaves scatter, dataset-driven and [x, y] data to echarts', () => {
    const tooltip = { trigger: 'axis' };
    expect(usesHtmlTooltip({ ...axes, tooltip, series: [{ type: 'scatter', data: [1] }] })).toBe(false);
    expect(usesHtmlTooltip({ ...axes, tooltip, series: [{ type: 'line' }] })).toBe(false);
    expect(usesHtmlTooltip({ ...axes, tooltip, series: [{ type: 'line', data: [[0, 1]] }] })).toBe(false);
  });
});

describe('chartModulesFor with the HTML legend and tooltip', () => {
  it('needs no legend, tooltip or axis pointer for a line-plus-bar chart', () => {
    expect(chartModulesFor(combo)).toEqual({
      series: ['BarChart', 'LineChart'],
      components: ['GridSimpleComponent'],
      renderer: 'CanvasRenderer',
    });
  });

  it("loads echarts' legend and tooltip (with the full grid) when the option needs them", () => {
    const option = { ...combo, legend: { type: 'scroll' }, tooltip: { trigger: 'axis', formatter: '{b}' } };
    expect(chartModulesFor(option).components).toEqual([
      'GridComponent',
      'LegendComponent',
      'TooltipComponent',
    ]);
    expect(chartModulesFor({ ...axes, axisPointer: {}, series }).components).toContain('GridComponent');
    expect(
      chartModulesFor({ ...axes, xAxis: { ...axes.xAxis, axisPointer: {} }, series }).components,
    ).toEqual(['GridComponent']);
  });

  it('names the label layout and universal transition features only when a series uses them', () => {
    const option = {
      series: [
        { type: 'pie', labelLayout: { hideOverlap: true }, data: [1] },
        { type: 'pie', universalTransition: true, data: [1] },
      ],
    };
    expect(chartModulesFor(option).components).toEqual(['LabelLayout', 'UniversalTransition']);
    expect(chartModulesFor({ series: [{ type: 'pie', universalTransition: false }] }).components).toEqual([]);
  });

  it.each([
    ['combo', combo],
    ['scroll legend', { ...combo, legend: { type: 'scroll' } }],
    ['item tooltip', { ...combo, tooltip: {} }],
    ['pie', { tooltip: {}, legend: {}, series: [{ type: 'pie', data: [{ name: 'a', value: 1 }] }] }],
  ])('the %s option needs the same modules before and after normalizing (but aria)', (_name, option) => {
    for (const platform of ['desktop', 'mobile'] as const) {
      const drawn = chartModulesFor(normalizeChartOption(option, { locale: 'en_US', platform }));
      const host = chartModulesFor(option);
      expect(drawn.series).toEqual(host.series);
      expect(drawn.components.filter((name) => name !== 'AriaComponent')).toEqual(host.components);
    }
  });
});

describe('the HTML legend', () => {
  it('lists named series with the colour echarts gives them, in the legend data order', () => {
    const list = [
      { type: 'line', name: 'A', data: [1] },
      { type: 'bar', name: 'B', itemStyle: { color: '#123456' }, data: [1] },
      { type: 'line', name: 'A', data: [2] },
      { type: 'scatter', name: 'C', data: [1] },
      { type: 'line', data: [1] },
    ];
    expect(chartLegendItems({ series: list }, ['#1', '#2', '#3'], ['C'])).toEqual([
      { name: 'A', color: '#1', shape: 'line', selected: true },
      { name: 'B', color: '#123456', shape: 'rect', selected: true },
      { name: 'C', color: '#3', shape: 'circle', selected: false },
    ]);
    expect(
      chartLegendItems({ legend: { data: ['C', 'A'] }, series: list }, ['#1', '#2', '#3']).map((i) => i.name),
    ).toEqual(['C', 'A']);
  });

  it('hides what the user toggled off, over the legend selected map', () => {
    const option = { ...combo, legend: { selected: { Visits: false } } };
    expect(chartHiddenSeries(option)).toEqual(['Visits']);
    expect(chartHiddenSeries(option, { Visits: true, Orders: false })).toEqual(['Orders']);
    expect(chartHiddenSeries(option, { constructor: false })).toEqual(['Visits']);
  });

  it('is placed at the bottom when the option says so, and is absent when hidden or echarts draws it', () => {
    expect(chartHtmlLegend(combo, {})?.placement).toBe('top');
    expect(chartHtmlLegend({ ...combo, legend: { bottom: 10 } }, {})).toMatchObject({
      placement: 'bottom',
      toggleable: true,
    });
    expect(chartHtmlLegend({ ...combo, legend: { selectedMode: false } }, {})?.toggleable).toBe(false);
    expect(chartHtmlLegend({ ...combo, legend: { show: false } }, {})).toBeNull();
    expect(chartHtmlLegend({ ...combo, legend: { type: 'scroll' } }, {})).toBeNull();
    expect(chartHtmlLegend(combo, { theme: 'dark' })?.items[0]?.color).toBe('#69b1ff');
  });

  it('leaves the hidden series out of the drawing, the others keeping their colours', () => {
    const drawn = normalizeChartOption(combo, { locale: 'en_US', hidden: ['Visits'] });
    expect(drawn.legend).toBeUndefined();
    expect(drawn.tooltip).toBeUndefined();
    expect(drawn.series).toEqual([{ ...series[1], itemStyle: { color: palette[1] } }]);
    const all = normalizeChartOption(combo, { locale: 'en_US' }).series as Record<string, unknown>[];
    expect(all[0]).toMatchObject({ itemStyle: { color: palette[0] }, lineStyle: { color: palette[0] } });
  });

  it("takes back the room echarts' default grid keeps for its own legend, unless the host set a grid", () => {
    expect(normalizeChartOption(combo, { locale: 'en_US' }).grid).toEqual({ top: 24, bottom: 40 });
    expect(normalizeChartOption({ ...combo, title: { text: 'x' } }, { locale: 'en_US' }).grid).toEqual({
      top: 56,
      bottom: 40,
    });
    expect(normalizeChartOption({ ...combo, grid: { top: 5 } }, { locale: 'en_US' }).grid).toEqual({
      top: 5,
    });
    expect(
      normalizeChartOption({ ...combo, legend: { type: 'scroll' } }, { locale: 'en_US' }).grid,
    ).toBeUndefined();
  });
});

describe('the HTML axis tooltip', () => {
  it('finds the category axis', () => {
    expect(chartCategoryAxis(axes)).toBe('x');
    expect(chartCategoryAxis({ xAxis: { type: 'value' }, yAxis: { type: 'category', data: [] } })).toBe('y');
    expect(chartCategoryAxis({ xAxis: [axes.xAxis, axes.xAxis], yAxis: {} })).toBeNull();
    expect(chartCategoryAxis({ xAxis: axes.xAxis, yAxis: [{}, { type: 'value' }] })).toBe('x');
    expect(chartCategoryAxis({ xAxis: axes.xAxis, yAxis: [{}, { type: 'log' }] })).toBeNull();
    expect(chartCategoryAxis({ xAxis: axes.xAxis, yAxis: [1] })).toBeNull();
    expect(chartCategoryAxis({ xAxis: {}, yAxis: { type: 'category', data: [] } })).toBeNull();
  });

  it('gives the category and each series value, formatted; nothing outside the axis', () => {
    const format = (value: unknown) => `<${String(value)}>`;
    expect(chartAxisTooltip({ ...axes, series }, 1, ['#1', '#2'], format)).toEqual({
      title: 'Tue',
      rows: [
        { name: 'Visits', color: '#1', shape: 'line', value: '<1320.5>' },
        { name: 'Orders', color: '#2', shape: 'rect', value: '<20>' },
      ],
    });
    expect(chartAxisTooltip({ ...axes, series }, 2, ['#1'], format)?.rows.map((r) => r.value)).toEqual([
      '-',
      '-',
    ]);
    expect(chartAxisTooltip({ ...axes, series }, 0, ['#1'], format)?.rows[1]?.value).toBe('<10>');
    expect(chartAxisTooltip({ ...axes, series }, 3, ['#1'], format)).toBeNull();
    expect(chartAxisTooltip({ ...axes, series }, -1, ['#1'], format)).toBeNull();
    expect(chartAxisTooltip({ ...axes, series }, 0.5, ['#1'], format)).toBeNull();
  });

  it("formats for the locale, or with the host's value formatter, and is off with show: false", () => {
    const drawn = normalizeChartOption(combo, { locale: 'en_US' });
    expect(chartHtmlTooltip(combo, drawn, 1, 'en_US')?.rows[0]?.value).toBe('1,320.5');
    const host = { ...combo, tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} ¥` } };
    expect(chartHtmlTooltip(host, drawn, 1, 'en_US')?.rows[1]?.value).toBe('20 ¥');
    expect(
      chartHtmlTooltip({ ...combo, tooltip: { trigger: 'axis', show: false } }, drawn, 1, 'en_US'),
    ).toBeNull();
    expect(chartHtmlTooltip({ ...combo, tooltip: {} }, drawn, 1, 'en_US')).toBeNull();
  });

  it('opens on the side with room', () => {
    expect(chartTooltipSide(100, 600)).toBe('right');
    expect(chartTooltipSide(400, 600)).toBe('left');
  });
});

describe('chartGridSpan', () => {
  it.each([
    [40, 260, 150, 300, [40, 260]],
    [0, 300, 10, 300, [0, 300]],
    [80, 81, 80, 200, [80, 81]],
  ])('finds a grid from %p to %p through %p of %p', (start, end, inside, size, expected) => {
    const contains = (p: number) => p >= start && p <= end;
    expect(chartGridSpan(contains, inside, size)).toEqual(expected);
  });
});
