export { useMap, type UseMapOptions } from './use-map';
export type { MapProps } from './map.props';
