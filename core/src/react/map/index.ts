export { useMap, type UseMapOptions } from './use-map';
export { useLeaflet, type LeafletApi } from './use-leaflet';
export type { MapProps } from './map.props';
