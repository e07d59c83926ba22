import { createEchartsLoader, type EchartsCoreApi } from './loader';

function fakeEcharts() {
  const calls: string[] = [];
  const echarts: EchartsCoreApi = {
    init: () => ({}),
    use: (extension) => void calls.push(`use ${String(extension)}`),
    registerMap: (name) => void calls.push(`map ${name}`),
  };
  const table = Object.fromEntries(
    ['LineChart', 'GridComponent', 'MapChart', 'CanvasRenderer'].map((name) => [
      name,
      async () => ({ default: name }),
    ]),
  );
  return { calls, loader: createEchartsLoader(echarts, table) };
}

describe('createEchartsLoader', () => {
  it('installs exactly the named modules', async () => {
    const { calls, loader } = fakeEcharts();
    await loader.loadEcharts({
      series: ['LineChart'],
      components: ['GridComponent'],
      renderer: 'CanvasRenderer',
    });
    expect(calls).toEqual(['use LineChart', 'use GridComponent', 'use CanvasRenderer']);
  });

  it('registers host maps only once a map module is installed, then at once', async () => {
    const { calls, loader } = fakeEcharts();
    loader.registerChartMap('first', {});
    await loader.loadEcharts({ series: ['LineChart'], components: [], renderer: 'CanvasRenderer' });
    expect(calls.filter((c) => c.startsWith('map'))).toEqual([]);
    await loader.loadEcharts({ series: ['MapChart'], components: [], renderer: 'CanvasRenderer' });
    expect(calls.filter((c) => c.startsWith('map'))).toEqual(['map first']);
    loader.registerChartMap('second', {});
    expect(calls.at(-1)).toBe('map second');
  });

  it('rejects a module it has no import for', async () => {
    const { loader } = fakeEcharts();
    await expect(
      loader.loadEcharts({ series: ['SankeyChart'], components: [], renderer: 'CanvasRenderer' }),
    ).rejects.toThrow('no echarts module SankeyChart');
  });
});
