// One small option per series type of spec 9, for the showcase and the end-to-end test.
import type { ChartOption, ChartSeriesType } from '@suite-ui/core';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const axes = { xAxis: { type: 'category', data: days }, yAxis: { type: 'value' } };
const square = (x: number, y: number) => [
  [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
    [x, y],
  ],
];

/** The demo's regions for `map` series and `geo`: two squares (the library ships no boundaries). */
export const DEMO_GEOJSON = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'North' },
      geometry: { type: 'Polygon', coordinates: square(0, 1) },
    },
    {
      type: 'Feature',
      properties: { name: 'South' },
      geometry: { type: 'Polygon', coordinates: square(0, 0) },
    },
    {
      type: 'Feature',
      properties: { name: 'East' },
      geometry: { type: 'Polygon', coordinates: square(1, 0) },
    },
  ],
};

const tree = {
  name: 'HQ',
  children: [
    { name: 'Sales', value: 4, children: [{ name: 'East', value: 2 }] },
    { name: 'R&D', value: 6 },
  ],
};

export const SAMPLE_OPTIONS: Record<ChartSeriesType, ChartOption> = {
  line: {
    ...axes,
    tooltip: { trigger: 'axis' },
    series: [{ type: 'line', data: [820, 932, 901, 934, 1290, 1330, 1320] }],
  },
  bar: { ...axes, tooltip: {}, series: [{ type: 'bar', data: [120, 200, 150, 80, 70, 110, 130] }] },
  pie: {
    tooltip: {},
    series: [
      {
        type: 'pie',
        radius: '50%',
        data: [
          { name: 'A', value: 40 },
          { name: 'B', value: 32 },
          { name: 'C', value: 28 },
        ],
      },
    ],
  },
  scatter: {
    ...axes,
    xAxis: { type: 'value' },
    series: [
      {
        type: 'scatter',
        data: [
          [1, 2],
          [2, 3.5],
          [3, 1.2],
          [4, 4.1],
        ],
      },
    ],
  },
  effectScatter: {
    ...axes,
    xAxis: { type: 'value' },
    series: [
      {
        type: 'effectScatter',
        data: [
          [1, 2],
          [3, 3],
        ],
      },
    ],
  },
  radar: {
    radar: {
      indicator: [
        { name: 'Q1', max: 10 },
        { name: 'Q2', max: 10 },
        { name: 'Q3', max: 10 },
        { name: 'Q4', max: 10 },
      ],
    },
    series: [{ type: 'radar', data: [{ value: [6, 8, 5, 9], name: 'Team' }] }],
  },
  tree: { series: [{ type: 'tree', data: [tree], top: '10%', bottom: '10%' }] },
  treemap: { series: [{ type: 'treemap', data: tree.children }] },
  sunburst: { series: [{ type: 'sunburst', data: tree.children, radius: [0, '90%'] }] },
  boxplot: {
    ...axes,
    xAxis: { type: 'category', data: ['A', 'B'] },
    series: [
      {
        type: 'boxplot',
        data: [
          [1, 3, 5, 7, 9],
          [2, 4, 6, 8, 10],
        ],
      },
    ],
  },
  candlestick: {
    ...axes,
    xAxis: { type: 'category', data: days.slice(0, 4) },
    series: [
      {
        type: 'candlestick',
        data: [
          [20, 34, 10, 38],
          [40, 35, 30, 50],
          [31, 38, 33, 44],
          [38, 15, 5, 42],
        ],
      },
    ],
  },
  heatmap: {
    xAxis: { type: 'category', data: ['a', 'b', 'c'] },
    yAxis: { type: 'category', data: ['x', 'y'] },
    visualMap: { min: 0, max: 10, show: false },
    series: [
      {
        type: 'heatmap',
        data: [
          [0, 0, 5],
          [1, 0, 1],
          [2, 0, 9],
          [0, 1, 7],
          [1, 1, 3],
          [2, 1, 0],
        ],
      },
    ],
  },
  map: {
    tooltip: {},
    visualMap: { min: 0, max: 100, show: false },
    series: [
      {
        type: 'map',
        map: 'suite-demo',
        data: [
          { name: 'North', value: 80 },
          { name: 'South', value: 30 },
          { name: 'East', value: 55 },
        ],
      },
    ],
  },
  parallel: {
    parallelAxis: [
      { dim: 0, name: 'A' },
      { dim: 1, name: 'B' },
      { dim: 2, name: 'C' },
    ],
    series: [
      {
        type: 'parallel',
        data: [
          [1, 55, 9],
          [2, 25, 11],
          [3, 56, 7],
        ],
      },
    ],
  },
  lines: {
    geo: { map: 'suite-demo' },
    series: [
      {
        type: 'lines',
        data: [
          {
            coords: [
              [0.5, 1.5],
              [1.5, 0.5],
            ],
          },
          {
            coords: [
              [0.5, 0.5],
              [0.5, 1.5],
            ],
          },
        ],
      },
    ],
  },
  graph: {
    series: [
      {
        type: 'graph',
        layout: 'circular',
        data: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
        links: [
          { source: 'A', target: 'B' },
          { source: 'B', target: 'C' },
        ],
      },
    ],
  },
  sankey: {
    series: [
      {
        type: 'sankey',
        data: [{ name: 'Leads' }, { name: 'Deals' }, { name: 'Lost' }],
        links: [
          { source: 'Leads', target: 'Deals', value: 6 },
          { source: 'Leads', target: 'Lost', value: 4 },
        ],
      },
    ],
  },
  funnel: {
    series: [
      {
        type: 'funnel',
        data: [
          { name: 'Visit', value: 100 },
          { name: 'Lead', value: 60 },
          { name: 'Deal', value: 20 },
        ],
      },
    ],
  },
  gauge: { series: [{ type: 'gauge', data: [{ value: 72, name: '%' }] }] },
  pictorialBar: {
    ...axes,
    series: [{ type: 'pictorialBar', symbol: 'rect', data: [12, 20, 15, 8, 7, 11, 13] }],
  },
  themeRiver: {
    singleAxis: { type: 'time' },
    series: [
      {
        type: 'themeRiver',
        data: [
          ['2026/11/01', 10, 'A'],
          ['2026/11/02', 15, 'A'],
          ['2026/11/01', 6, 'B'],
          ['2026/11/02', 9, 'B'],
        ],
      },
    ],
  },
  custom: {
    ...axes,
    series: [
      {
        type: 'custom',
        data: [3, 5, 2, 6, 4, 7, 5],
        renderItem: (
          params: { dataIndex: number },
          api: { value(i: number): number; coord(p: number[]): number[] },
        ) => {
          const [x = 0, y = 0] = api.coord([params.dataIndex, api.value(0)]);
          return { type: 'circle', shape: { cx: x, cy: y, r: 6 }, style: { fill: '#0958d9' } };
        },
      },
    ],
  },
};
