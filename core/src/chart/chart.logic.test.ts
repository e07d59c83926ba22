import {
  CHART_RENDERERS,
  CHART_SERIES_TYPES,
  chartModulesFor,
  chartNumberFormatter,
  isChartOptionEmpty,
  normalizeChartOption,
} from '.';

describe('CHART_SERIES_TYPES and CHART_RENDERERS (spec 9)', () => {
  it('lists the 22 series types and the two renderers', () => {
    expect(CHART_SERIES_TYPES).toHaveLength(22);
    expect(new Set(CHART_SERIES_TYPES).size).toBe(22);
    expect(CHART_SERIES_TYPES).toEqual(
      expect.arrayContaining(['effectScatter', 'pictorialBar', 'themeRiver', 'custom']),
    );
    expect(CHART_RENDERERS).toEqual(['canvas', 'svg']);
  });
});

describe('chartModulesFor', () => {
  it('names the charts, components and renderer of a line-plus-bar option', () => {
    const option = {
      title: { text: 'Sales' },
      tooltip: {},
      legend: {},
      xAxis: { type: 'category', data: ['a'] },
      yAxis: { type: 'value' },
      series: [
        { type: 'line', data: [1] },
        { type: 'bar', data: [2], markLine: { data: [{ type: 'average' }] } },
      ],
    };
    // an item tooltip is echarts' own (with the full grid); the plain legend is the skins' HTML
    expect(chartModulesFor(option)).toEqual({
      series: ['BarChart', 'LineChart'],
      components: ['GridComponent', 'MarkLineComponent', 'TitleComponent', 'TooltipComponent'],
      renderer: 'CanvasRenderer',
    });
    expect(chartModulesFor(option, { renderer: 'svg' }).renderer).toBe('SVGRenderer');
  });

  it.each([
    ['line', 'LineChart', ['GridSimpleComponent']],
    ['bar', 'BarChart', ['GridSimpleComponent']],
    ['pie', 'PieChart', []],
    ['scatter', 'ScatterChart', ['GridSimpleComponent']],
    ['effectScatter', 'EffectScatterChart', ['GridSimpleComponent']],
    ['radar', 'RadarChart', ['RadarComponent']],
    ['tree', 'TreeChart', []],
    ['treemap', 'TreemapChart', []],
    ['sunburst', 'SunburstChart', []],
    ['boxplot', 'BoxplotChart', ['GridSimpleComponent']],
    ['candlestick', 'CandlestickChart', ['GridSimpleComponent']],
    ['heatmap', 'HeatmapChart', ['GridSimpleComponent']],
    ['map', 'MapChart', []],
    ['parallel', 'ParallelChart', ['ParallelComponent']],
    ['lines', 'LinesChart', ['GeoComponent']],
    ['graph', 'GraphChart', []],
    ['sankey', 'SankeyChart', []],
    ['funnel', 'FunnelChart', []],
    ['gauge', 'GaugeChart', []],
    ['pictorialBar', 'PictorialBarChart', ['GridSimpleComponent']],
    ['themeRiver', 'ThemeRiverChart', ['SingleAxisComponent']],
    ['custom', 'CustomChart', ['GridSimpleComponent']],
  ])('a %s series needs %s and %p', (type, chart, components) => {
    expect(chartModulesFor({ series: { type } })).toEqual({
      series: [chart],
      components,
      renderer: 'CanvasRenderer',
    });
  });

  it('follows a series coordinate system and the option keys', () => {
    const modules = chartModulesFor({
      polar: {},
      visualMap: { min: 0, max: 1 },
      dataZoom: [{ type: 'inside' }],
      dataset: [{ source: [[1]] }, { transform: { type: 'filter' } }],
      calendar: {},
      series: [
        { type: 'scatter', coordinateSystem: 'polar' },
        { type: 'heatmap', coordinateSystem: 'calendar' },
        { type: 'graph', coordinateSystem: 'geo' },
      ],
    });
    expect(modules.components).toEqual([
      'CalendarComponent',
      'DataZoomComponent',
      'DatasetComponent',
      'GeoComponent',
      'PolarComponent',
      'TransformComponent',
      'VisualMapComponent',
    ]);
    expect(modules.series).toEqual(['GraphChart', 'HeatmapChart', 'ScatterChart']);
  });

  it.each([
    [
      { series: [{ type: 'donut' }] },
      /Unknown chart series type "donut" at series 0; expected one of line, bar/,
    ],
    [{ series: [{ data: [1] }] }, /Unknown chart series type missing/],
    [{ series: [1] }, /series 0 is not an object/],
    [null, /must be an object/],
  ])('refuses %p with a clear error', (option, message) => {
    expect(() => chartModulesFor(option as never)).toThrow(message);
  });

  it('refuses an unknown renderer', () => {
    expect(() => chartModulesFor({ series: [] }, { renderer: 'webgl' as never })).toThrow(/renderer "webgl"/);
  });
});

describe('isChartOptionEmpty', () => {
  it.each([
    [{}, true],
    [{ series: [] }, true],
    [{ series: [{ type: 'line', data: [] }] }, true],
    [{ series: [{ type: 'line' }], dataset: { source: [] } }, true],
    [{ series: [{ type: 'line', data: [1] }] }, false],
    [{ series: [{ type: 'line' }], dataset: { source: [['a', 1]] } }, false],
    [{ series: [{ type: 'line', datasetIndex: 1 }], dataset: [{ source: [] }, { source: [[1]] }] }, false],
    [{ series: [{ type: 'sankey', nodes: [{ name: 'a' }], links: [] }] }, false],
    [{ series: [{ type: 'map', map: 'demo' }] }, false],
  ])('%p is empty: %p', (option, empty) => {
    expect(isChartOptionEmpty(option)).toBe(empty);
  });
});

describe('normalizeChartOption', () => {
  const option = {
    tooltip: {},
    xAxis: { type: 'category' },
    yAxis: [{ type: 'value' }, { type: 'value', axisLabel: { formatter: '{value} %' } }],
    series: [{ type: 'bar', data: [1234.5] }],
  };

  it('puts the suite colours, font and accessibility under the option without changing it', () => {
    const before = JSON.stringify(option);
    const result = normalizeChartOption(option, { locale: 'zh_CN' });
    expect(JSON.stringify(option)).toBe(before);
    expect(result.color).toHaveLength(8);
    expect(result.textStyle).toMatchObject({ fontFamily: expect.stringContaining('PingFang SC') });
    expect(result.aria).toEqual({ enabled: true, label: { enabled: true }, decal: { show: false } });
    expect(result.series).toBe(option.series);
  });

  it('keeps what the host set', () => {
    const result = normalizeChartOption(
      {
        ...option,
        color: ['#000'],
        aria: { enabled: false, decal: { show: true } },
        tooltip: { valueFormatter: String },
      },
      { locale: 'en_US', theme: { decal: true } },
    );
    expect(result.color).toEqual(['#000']);
    expect(result.aria).toMatchObject({ enabled: false, decal: { show: true } });
    expect((result.tooltip as { valueFormatter: unknown }).valueFormatter).toBe(String);
  });

  it('formats numbers for the locale in tooltips and value axes without a formatter', () => {
    const en = normalizeChartOption(option, { locale: 'en_US' });
    const format = (en.tooltip as { valueFormatter: (v: unknown) => string }).valueFormatter;
    expect(format(1234.5)).toBe('1,234.5');
    const [first, second] = en.yAxis as { axisLabel: { formatter: unknown } }[];
    expect((first?.axisLabel.formatter as (v: number) => string)(1e6)).toBe('1,000,000');
    expect(second?.axisLabel.formatter).toBe('{value} %');
    expect(en.xAxis).toEqual({ type: 'category' });
  });

  it('turns decal patterns on with the theme and uses the dark palette', () => {
    expect(normalizeChartOption(option, { locale: 'zh_CN', theme: { decal: true } }).aria).toMatchObject({
      decal: { show: true },
    });
    expect((normalizeChartOption(option, { locale: 'zh_CN', theme: 'dark' }).color as string[])[0]).toBe(
      '#69b1ff',
    );
  });

  it('on mobile opens echarts tooltips on a tap and keeps them inside the chart', () => {
    const result = normalizeChartOption({ tooltip: {}, series: [] }, { locale: 'zh_CN', platform: 'mobile' });
    expect(result.tooltip).toMatchObject({ triggerOn: 'mousemove|click', confine: true });
    // no tooltip is added where the host asked for none (its module would not be loaded)
    expect(
      normalizeChartOption({ series: [] }, { locale: 'zh_CN', platform: 'mobile' }).tooltip,
    ).toBeUndefined();
  });
});

describe('sampling of large line series', () => {
  const points = (n: number) => Array.from({ length: n }, (_, i) => i);
  it.each([
    [{ type: 'line', data: points(10_001) }, 'lttb'],
    [{ type: 'line', data: points(10_000) }, undefined],
    [{ type: 'line', data: points(10_001), sampling: 'average' }, 'average'],
    [{ type: 'scatter', data: points(10_001) }, undefined],
  ])('%#: a %s series of many points samples with %p', (series, sampling) => {
    const result = normalizeChartOption({ series: [series] }, { locale: 'zh_CN' });
    expect((result.series as { sampling?: string }[])[0]?.sampling).toBe(sampling);
  });
});

describe('chartNumberFormatter', () => {
  it.each([
    ['zh_CN', 1234567.891, '1,234,567.89'],
    ['en_US', 0.5, '0.5'],
    ['en_US', [1000, 'x'], '1,000, x'],
    ['en_US', null, '-'],
    ['en_US', 'text', 'text'],
  ] as const)('%s formats %p as %s', (locale, value, text) => {
    expect(chartNumberFormatter(locale)(value)).toBe(text);
  });
});
