import type { MapProps } from '@suite-ui/core/react';
import { useLeaflet, useMap } from '@suite-ui/core/react';
import 'leaflet/dist/leaflet.css';
import { Alert, Button, Card, Radio, Space, Typography } from 'antd';

/** Leaflet in a chunk of its own, loaded when a map mounts on the client (it reads `window` as it loads). */
const loadLeaflet = () => import('leaflet');

/**
 * An interactive map on Leaflet with the host's tile provider; markers, a polyline, a circle and a
 * location picker whose point comes back in the coordinate system the user or host chooses.
 */
export function Map({ height = 360, ...props }: MapProps) {
  const map = useMap({ ...props, platform: 'desktop' });
  const { mount, pickCenter } = useLeaflet(map, loadLeaflet);
  const testId = props['data-testid'] ?? 'map';
  const { picker, texts } = map;
  return (
    <div data-testid={testId} data-status={map.status} data-system={map.system}>
      {map.status === 'invalid' ? (
        <Alert
          type="error"
          showIcon
          title={map.tiles ? texts.invalidPoint : texts.invalidTiles}
          data-testid={`${testId}-invalid`}
        />
      ) : (
        <div
          ref={mount}
          role="application"
          aria-label={texts.label}
          style={{ height, width: '100%' }}
          data-testid={`${testId}-canvas`}
        />
      )}
      {picker.enabled && map.status === 'ready' && (
        <Card size="small" style={{ marginTop: 8 }} data-testid={`${testId}-picker`}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Typography.Text type="secondary">{texts.pickHint}</Typography.Text>
              <Button size="small" onClick={pickCenter} data-testid={`${testId}-pick-center`}>
                {texts.pickCenter}
              </Button>
            </Space>
            <Radio.Group
              aria-label={texts.system}
              optionType="button"
              size="small"
              value={picker.system}
              onChange={(event) => map.setPickSystem(event.target.value)}
              options={picker.systems.map((s) => ({ value: s.value, label: s.label }))}
              data-testid={`${testId}-system`}
            />
            {picker.picked && (
              <Space wrap>
                <Typography.Text strong>{texts.pickedTitle}</Typography.Text>
                <Typography.Text code copyable data-testid={`${testId}-picked`}>
                  {picker.picked.text}
                </Typography.Text>
                <Button size="small" onClick={map.clear} data-testid={`${testId}-clear`}>
                  {texts.clear}
                </Button>
              </Space>
            )}
          </Space>
        </Card>
      )}
    </div>
  );
}

export type { MapProps } from '@suite-ui/core/react';
