export {
  COORDINATE_SYSTEMS,
  MAP_PROVIDERS,
  convertCoordinate,
  coordinateSystemFor,
  formatCoordinate,
  isCoordinateSystem,
  mapTileLayer,
  safeTileTemplate,
  type CoordinatePoint,
  type CoordinateSystem,
  type MapProvider,
  type MapTileLayer,
} from './map.logic';
export { mapMachine, type MapContext, type MapMachine } from './map.machine';
export { connectMap, type MapPickedPlace, type MapTexts, type MapView } from './map.connect';
export type { MapCircle, MapEvent, MapInput, MapLatLng, MapMarker, MapPolyline } from './map.types';
export { mapTexts } from './messages';
