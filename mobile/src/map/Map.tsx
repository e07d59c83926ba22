import type { MapProps } from '@suite-ui/core/react';
import { useLeaflet, useMap } from '@suite-ui/core/react';
import 'leaflet/dist/leaflet.css';
import { Button, ErrorBlock, Popup, Selector, Space } from 'antd-mobile';

/** Leaflet in a chunk of its own, loaded when a map mounts on the client (it reads `window` as it loads). */
const loadLeaflet = () => import('leaflet');

/**
 * A touch map on Leaflet (pan with a finger, pinch to zoom) with the host's tile provider; a tap
 * picks a place, shown in a bottom sheet with its point in the chosen coordinate system.
 */
export function Map({ height = 300, ...props }: MapProps) {
  const map = useMap({ ...props, platform: 'mobile' });
  const { mount, pickCenter } = useLeaflet(map, loadLeaflet);
  const testId = props['data-testid'] ?? 'map';
  const { picker, texts } = map;
  return (
    <div data-testid={testId} data-status={map.status} data-system={map.system}>
      {map.status === 'invalid' ? (
        <ErrorBlock
          status="default"
          title={map.tiles ? texts.invalidPoint : texts.invalidTiles}
          description=""
          data-testid={`${testId}-invalid`}
        />
      ) : (
        <div
          ref={mount}
          role="application"
          aria-label={texts.label}
          style={{ height, width: '100%', touchAction: 'none' }}
          data-testid={`${testId}-canvas`}
        />
      )}
      {picker.enabled && map.status === 'ready' && (
        <div style={{ padding: 12 }}>
          <div style={{ color: 'var(--adm-color-text-secondary)', marginBottom: 8 }}>{texts.pickHint}</div>
          <Button size="small" onClick={pickCenter} data-testid={`${testId}-pick-center`}>
            {texts.pickCenter}
          </Button>
        </div>
      )}
      <Popup
        visible={picker.picked !== null}
        mask={false}
        position="bottom"
        bodyStyle={{
          padding: 16,
          boxSizing: 'border-box',
          borderTopLeftRadius: 12,
          borderTopRightRadius: 12,
        }}
        data-testid={`${testId}-sheet`}
      >
        <Space direction="vertical" block>
          <strong>{texts.pickedTitle}</strong>
          <code data-testid={`${testId}-picked`}>{picker.picked?.text}</code>
          <div aria-label={texts.system} role="group">
            <Selector
              columns={2}
              value={[picker.system]}
              onChange={(values) => values[0] && map.setPickSystem(values[0])}
              options={picker.systems.map((s) => ({ value: s.value, label: s.label }))}
              data-testid={`${testId}-system`}
            />
          </div>
          <Button block onClick={map.clear} data-testid={`${testId}-clear`}>
            {texts.clear}
          </Button>
        </Space>
      </Popup>
    </div>
  );
}

export type { MapProps } from '@suite-ui/core/react';
