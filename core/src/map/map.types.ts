import type { CoordinatePoint, CoordinateSystem } from './map.logic';

/** `[lat, lng]`: Leaflet's order, in the provider's coordinate system. */
export type MapLatLng = [number, number];

/** A marker, its point in any coordinate system (WGS84 by default). */
export interface MapMarker {
  id: string;
  point: CoordinatePoint;
  system?: CoordinateSystem;
  /** Shown in the marker's tooltip and read by screen readers. */
  label?: string;
}

/** A line through points in one coordinate system (WGS84 by default). */
export interface MapPolyline {
  points: readonly CoordinatePoint[];
  system?: CoordinateSystem;
}

/** A circle of `radius` metres around `center` (WGS84 by default). */
export interface MapCircle {
  center: CoordinatePoint;
  radius: number;
  system?: CoordinateSystem;
}

/** The map widget's input: what the host gives it. */
export interface MapInput {
  /** baidu, amap, gaode, tencent, google, or any other name with `tileTemplate`. */
  provider: string;
  /** XYZ tile address; refused when unsafe (see `safeTileTemplate`). */
  tileTemplate?: string;
  /** Values of `{s}` in the template. */
  tileSubdomains?: string;
  center: CoordinatePoint;
  /** The system of `center` (WGS84 by default). */
  centerSystem?: CoordinateSystem;
  zoom?: number;
  markers?: readonly MapMarker[];
  polyline?: MapPolyline;
  circle?: MapCircle;
  /** Clicking or tapping the map picks a place. */
  picker?: boolean;
  /** The system the picked point is given back in (WGS84 by default). */
  pickSystem?: CoordinateSystem;
}

export type MapEvent =
  | ({ type: 'MAP.SET' } & Partial<MapInput>)
  | { type: 'MAP.PICK'; at: MapLatLng }
  | { type: 'MAP.CLEAR' }
  | { type: 'MAP.PICK_SYSTEM'; system: CoordinateSystem };
