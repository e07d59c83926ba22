import { Map } from '@suite-ui/desktop';
import { Card, Space } from 'antd';
import { BEIJING, CHINA, DEMO_TILES, useMapShowcase } from './page';

export default function MapDesktopShowcase() {
  const { t, markers, polyline, circle } = useMapShowcase();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 900 }}
      data-testid="showcase-map"
    >
      <Card title={t('map.demo.picker')}>
        <Map
          provider="amap"
          tileTemplate={DEMO_TILES}
          center={BEIJING}
          zoom={13}
          picker
          data-testid="map-picker"
        />
      </Card>
      <Card title={t('map.demo.shapes')}>
        <Map
          provider="google"
          tileTemplate={DEMO_TILES}
          center={BEIJING}
          zoom={13}
          markers={markers}
          polyline={polyline}
          circle={circle}
          data-testid="map-shapes"
        />
      </Card>
      <Card title={t('map.demo.overview')}>
        <Map provider="google" tileTemplate={DEMO_TILES} center={CHINA} zoom={3} data-testid="map-overview" />
      </Card>
    </Space>
  );
}
