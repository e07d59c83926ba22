import { Map } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { BEIJING, CHINA, DEMO_TILES, useMapShowcase } from './page';

export default function MapMobileShowcase() {
  const { t, markers, polyline, circle } = useMapShowcase();
  return (
    <div data-testid="showcase-map">
      <List header={t('map.demo.picker')}>
        <Map
          provider="amap"
          tileTemplate={DEMO_TILES}
          center={BEIJING}
          zoom={13}
          picker
          data-testid="map-picker"
        />
      </List>
      <List header={t('map.demo.shapes')}>
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
      </List>
      <List header={t('map.demo.overview')}>
        <Map provider="google" tileTemplate={DEMO_TILES} center={CHINA} zoom={3} data-testid="map-overview" />
      </List>
    </div>
  );
}
