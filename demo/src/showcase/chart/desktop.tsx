import { Chart, registerChartMap } from '@suite-ui/desktop';
import { Card, Col, Radio, Row, Space } from 'antd';
import { DEMO_GEOJSON, useChartShowcase } from './page';

registerChartMap('suite-demo', DEMO_GEOJSON);

export default function ChartDesktopShowcase() {
  const { t, renderer, setRenderer, charts, empty, combo } = useChartShowcase();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="showcase-chart">
      <Space>
        <span id="chart-renderer-label">{t('chart.demo.renderer')}</span>
        <Radio.Group
          aria-labelledby="chart-renderer-label"
          optionType="button"
          value={renderer}
          onChange={(event) => setRenderer(event.target.value)}
          options={[
            { value: 'canvas', label: 'Canvas' },
            { value: 'svg', label: 'SVG' },
          ]}
          data-testid="chart-renderer"
        />
      </Space>
      <Card title={t('chart.demo.combo')}>
        <Chart option={combo} renderer={renderer} height={280} data-testid="chart-combo" />
      </Card>
      <Card title={t('chart.demo.types')}>
        <Row gutter={[16, 16]}>
          {charts.map(({ type, option }) => (
            <Col key={type} xs={24} md={12} xl={8}>
              <Chart
                option={option}
                renderer={renderer}
                height={240}
                exportable={type === 'line'}
                data-testid={`chart-${type}`}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={t('chart.demo.empty')}>
        <Chart option={empty} renderer={renderer} height={200} data-testid="chart-empty" />
      </Card>
    </Space>
  );
}
