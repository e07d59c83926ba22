// The map showcase shared by both skins: the fake backend's offline base layer (China's outline and
// provinces), a picker on amap (GCJ02) and shapes given in several systems on google (WGS84).
import type { MapCircle, MapMarker, MapPolyline } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

export const DEMO_TILES = '/api/map/tiles/{z}/{x}/{y}';
export const BEIJING: [number, number] = [116.391264, 39.907359];
/** Where the overview map looks: the middle of China, at a zoom that shows all of it. */
export const CHINA: [number, number] = [104.5, 35.5];

export function useMapShowcase() {
  const t = useT();
  const shapes = useMemo(() => {
    const markers: MapMarker[] = [
      { id: 'office', point: BEIJING, label: t('map.demo.office') },
      // the same kind of point, given in BD09 as a Baidu-based system would store it
      { id: 'branch', point: [116.4287, 39.9219], system: 'BD09', label: t('map.demo.branch') },
    ];
    const polyline: MapPolyline = { points: [BEIJING, [116.41, 39.915], [116.42, 39.913]] };
    const circle: MapCircle = { center: BEIJING, radius: 800 };
    return { markers, polyline, circle };
  }, [t]);
  return { t, ...shapes };
}
