export { useMap, type UseMapOptions } from './use-map';
export { useLeaflet, type LeafletApi, type LeafletModule } from './use-leaflet';
export type { MapProps } from './map.props';
