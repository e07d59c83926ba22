import { Chart, registerChartMap } from '@suite-ui/mobile';
import { List, Selector } from 'antd-mobile';
import type { ChartRenderer } from '@suite-ui/core';
import { DEMO_GEOJSON, useChartShowcase } from './page';

registerChartMap('suite-demo', DEMO_GEOJSON);

export default function ChartMobileShowcase() {
  const { t, renderer, setRenderer, charts, empty, combo } = useChartShowcase();
  return (
    <div data-testid="showcase-chart">
      <List header={t('chart.demo.renderer')}>
        <List.Item>
          <Selector<ChartRenderer>
            value={[renderer]}
            onChange={(values) => values[0] && setRenderer(values[0])}
            options={[
              { value: 'canvas', label: 'Canvas' },
              { value: 'svg', label: 'SVG' },
            ]}
            data-testid="chart-renderer"
          />
        </List.Item>
      </List>
      <List header={t('chart.demo.combo')}>
        <List.Item>
          <Chart
            option={combo}
            renderer={renderer}
            height={240}
            exportable={false}
            data-testid="chart-combo"
          />
        </List.Item>
      </List>
      <List header={t('chart.demo.types')}>
        {charts.map(({ type, option }) => (
          <List.Item key={type}>
            <Chart
              option={option}
              renderer={renderer}
              height={220}
              exportable={type === 'line'}
              data-testid={`chart-${type}`}
            />
          </List.Item>
        ))}
      </List>
      <List header={t('chart.demo.empty')}>
        <List.Item>
          <Chart option={empty} renderer={renderer} height={180} data-testid="chart-empty" />
        </List.Item>
      </List>
    </div>
  );
}
