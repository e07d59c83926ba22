import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { chartMachine, connectChart, type ChartModules, type ChartRuntime } from '.';
import { chartTexts } from './messages';

const runtime: ChartRuntime = { init: jest.fn() };
const line = { title: { text: 'Sales' }, series: [{ type: 'line', data: [1, 2] }] };
const comboOption = {
  legend: {},
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: ['Mon', 'Tue'] },
  yAxis: { type: 'value' },
  series: [
    { type: 'line', name: 'Visits', data: [1200, 1320] },
    { type: 'bar', name: 'Orders', data: [1000, 2000] },
  ],
};

function start(load: (modules: ChartModules) => Promise<ChartRuntime>, input = {}) {
  const loadRuntime = fromPromise<ChartRuntime, ChartModules>(({ input: modules }) => load(modules));
  const actor = createActor(chartMachine.provide({ actors: { loadRuntime } }), {
    input: { option: line, ...input },
  });
  actor.start();
  const view = (locale: 'zh_CN' | 'en_US' = 'zh_CN', platform: 'desktop' | 'mobile' = 'desktop') =>
    connectChart(actor.getSnapshot(), actor.send, connectEnv(chartTexts, locale, platform));
  return { actor, view };
}

describe('chartMachine with connectChart', () => {
  it('loads the modules the option needs, then is ready with the normalized option', async () => {
    const load = jest.fn(async () => runtime);
    const { actor, view } = start(load);
    expect(view().status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(load).toHaveBeenCalledWith({
      series: ['LineChart'],
      // the normalized option's aria defaults need the aria module
      components: ['AriaComponent', 'GridSimpleComponent', 'TitleComponent'],
      renderer: 'CanvasRenderer',
    });
    expect(view()).toMatchObject({
      status: 'ready',
      runtime,
      canExport: true,
      exportFileName: 'Sales.png',
      echartsLocale: 'ZH',
    });
    expect(view().option.aria).toMatchObject({ enabled: true });
    expect(view('en_US').texts.label).toBe('Sales');
    expect(view('en_US').echartsLocale).toBe('EN');
  });

  it('loads again only when a new option or renderer needs other modules', async () => {
    const load = jest.fn(async () => runtime);
    const { actor } = start(load);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'CHART.SET', option: { series: [{ type: 'line', data: [3] }], xAxis: {} } });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'CHART.SET', renderer: 'svg' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ renderer: 'SVGRenderer' }));
  });

  it('shows the host loading, then the empty state', async () => {
    const { actor, view } = start(async () => runtime, {
      loading: true,
      option: { series: [{ type: 'pie', data: [] }] },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().status).toBe('loading');
    actor.send({ type: 'CHART.SET', loading: false });
    expect(view()).toMatchObject({ status: 'empty', canExport: false, texts: { empty: '暂无数据' } });
  });

  it('reports a failed load and retries', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(runtime);
    const { actor, view } = start(load);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view('en_US')).toMatchObject({
      status: 'error',
      problem: 'chunk failed',
      texts: { retry: 'Retry' },
    });
    view().retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().status).toBe('ready');
  });

  it('an unknown series type is invalid until a good option arrives', async () => {
    const load = jest.fn(async () => runtime);
    const { actor, view } = start(load, { option: { series: [{ type: 'donut' }] } });
    expect(view()).toMatchObject({ status: 'invalid', problem: expect.stringContaining('"donut"') });
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'CHART.SET', option: line });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('gives mobile tap tooltips: echarts ones on a tap, the HTML one staying', async () => {
    const { actor, view } = start(async () => runtime, { option: { ...line, tooltip: {} } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view('zh_CN', 'mobile').option.tooltip).toMatchObject({ triggerOn: 'mousemove|click' });
    actor.send({ type: 'CHART.SET', option: comboOption });
    expect(view('zh_CN', 'mobile').tooltip?.stays).toBe(true);
    expect(view('zh_CN', 'desktop').tooltip?.stays).toBe(false);
  });

  it('draws the HTML legend and toggles series by name, kept across new data', async () => {
    const load = jest.fn(async () => runtime);
    const { actor, view } = start(load, { option: comboOption });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(load).toHaveBeenCalledWith({
      series: ['BarChart', 'LineChart'],
      components: ['AriaComponent', 'GridSimpleComponent'],
      renderer: 'CanvasRenderer',
    });
    const first = view('en_US');
    expect(first.texts.legend).toBe('Legend');
    expect(first.legend?.items.map(({ name, selected }) => [name, selected])).toEqual([
      ['Visits', true],
      ['Orders', true],
    ]);
    expect(first.option.legend).toBeUndefined();
    expect(first.option.tooltip).toBeUndefined();
    first.legend?.toggle('Visits');
    const hidden = view('en_US');
    expect(hidden.legend?.items.map((item) => item.selected)).toEqual([false, true]);
    expect((hidden.option.series as { name: string }[]).map((s) => s.name)).toEqual(['Orders']);
    // Orders keeps the colour it had beside Visits
    expect((hidden.option.series as { itemStyle: { color: string } }[])[0]?.itemStyle.color).toBe(
      first.legend?.items[1]?.color,
    );
    expect(hidden.tooltip?.at(1)).toEqual({
      title: 'Tue',
      rows: [{ name: 'Orders', color: first.legend?.items[1]?.color, shape: 'rect', value: '2,000' }],
    });
    actor.send({ type: 'CHART.SET', option: { ...comboOption, xAxis: { type: 'category', data: ['x'] } } });
    expect(view().legend?.items.map((item) => item.selected)).toEqual([false, true]);
    hidden.legend?.toggle('Visits');
    expect(view().legend?.items.map((item) => item.selected)).toEqual([true, true]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

it('a drawing echarts refuses shows the error state and can be retried', async () => {
  const loadRuntime = fromPromise<ChartRuntime, ChartModules>(async () => runtime);
  const actor = createActor(chartMachine.provide({ actors: { loadRuntime } }), {
    input: { option: line },
  }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'CHART.DRAW_FAILED', message: 'no map "x"' });
  const view = connectChart(actor.getSnapshot(), actor.send, connectEnv(chartTexts, 'en_US', 'desktop'));
  expect(view).toMatchObject({
    status: 'error',
    problem: 'no map "x"',
    texts: { error: 'The chart could not be loaded' },
  });
  view.retry();
  await waitFor(actor, (s) => s.matches('ready'));
});
