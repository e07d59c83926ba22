import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import {
  COORDINATE_SYSTEMS,
  convertCoordinate,
  coordinateSystemFor,
  formatCoordinate,
  mapTileLayer,
  type CoordinatePoint,
  type CoordinateSystem,
  type MapTileLayer,
} from './map.logic';
import type { MapMachine } from './map.machine';
import type { MapEvent, MapLatLng } from './map.types';

/** The picked place, given back in the system the caller asked for. */
export interface MapPickedPlace {
  /** `[lng, lat]` (or metres) in `system`. */
  point: [number, number];
  system: CoordinateSystem;
  /** The point as text, e.g. `116.397128, 39.916527`. */
  text: string;
  /** Where to draw it: `[lat, lng]` in the provider's system. */
  at: MapLatLng;
}

/** Texts of the map, in the current locale. */
export interface MapTexts {
  /** Accessible name of the map. */
  label: string;
  /** Tiles refused (unsafe or missing template). */
  invalidTiles: string;
  /** A point could not be converted. */
  invalidPoint: string;
  pickHint: string;
  /** Picks the map's centre (the keyboard way: pan with the arrow keys, then pick). */
  pickCenter: string;
  pickedTitle: string;
  system: string;
  clear: string;
  /** The attribution line of the tiles. */
  attribution: string;
}

/** What a skin renders for a map. */
export interface MapView {
  status: 'ready' | 'invalid';
  /** Null when the tile template was refused. */
  tiles: MapTileLayer | null;
  /** The provider's system: every `at` below is in it. */
  system: CoordinateSystem;
  center: MapLatLng;
  zoom: number;
  markers: { id: string; at: MapLatLng; label: string }[];
  polyline: MapLatLng[] | null;
  circle: { at: MapLatLng; radius: number } | null;
  picker: {
    enabled: boolean;
    picked: MapPickedPlace | null;
    /** The system the picked point is given in. */
    system: CoordinateSystem;
    systems: { value: CoordinateSystem; label: string }[];
  };
  /** Technical reason of an invalid map (for the console). */
  problem: string | null;
  texts: MapTexts;
  /** The user clicked or tapped `[lat, lng]` (provider's system). */
  pick(at: MapLatLng): void;
  clear(): void;
  setPickSystem(system: CoordinateSystem): void;
}

type Snapshot = Pick<SnapshotFrom<MapMachine>, 'context'>;

const toLatLng = ([lng, lat]: [number, number]): MapLatLng => [lat, lng];

/** Turns the map machine's snapshot into the view model both skins render. */
export function connectMap(snapshot: Snapshot, send: (event: MapEvent) => void, env: ConnectEnv): MapView {
  const { context } = snapshot;
  const tiles = mapTileLayer(context.provider, context.tileTemplate, context.tileSubdomains);
  const system = coordinateSystemFor(context.provider);
  const place = (point: CoordinatePoint, from: CoordinateSystem = 'WGS84') =>
    toLatLng(convertCoordinate(point, from, system));
  const pickSystem = context.pickSystem ?? 'WGS84';
  let problem: string | null =
    tiles === null ? `unsafe or missing tile template for ${context.provider}` : null;
  let shapes: Pick<MapView, 'center' | 'markers' | 'polyline' | 'circle'> = {
    center: [0, 0],
    markers: [],
    polyline: null,
    circle: null,
  };
  let picked: MapPickedPlace | null = null;
  try {
    shapes = {
      center: place(context.center, context.centerSystem),
      markers: (context.markers ?? []).map((m) => ({
        id: m.id,
        at: place(m.point, m.system),
        label: m.label ?? '',
      })),
      polyline: context.polyline
        ? context.polyline.points.map((p) => place(p, context.polyline?.system))
        : null,
      circle: context.circle
        ? { at: place(context.circle.center, context.circle.system), radius: context.circle.radius }
        : null,
    };
    if (context.picked) {
      const [lat, lng] = context.picked;
      const point = convertCoordinate([lng, lat], system, pickSystem);
      picked = { point, system: pickSystem, text: formatCoordinate(point, pickSystem), at: context.picked };
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  return {
    status: problem === null ? 'ready' : 'invalid',
    tiles,
    system,
    zoom: context.zoom ?? 12,
    ...shapes,
    picker: {
      enabled: context.picker === true,
      picked,
      system: pickSystem,
      systems: COORDINATE_SYSTEMS.map((value) => ({ value, label: env.t(`map.system.${value}`) })),
    },
    problem,
    texts: {
      label: env.t('map.label'),
      invalidTiles: env.t('map.invalidTiles'),
      invalidPoint: env.t('map.invalidPoint'),
      pickHint: env.t('map.pickHint'),
      pickCenter: env.t('map.pickCenter'),
      pickedTitle: env.t('map.pickedTitle'),
      system: env.t('map.system'),
      clear: env.t('map.clear'),
      attribution: env.t('map.attribution'),
    },
    pick: (at) => send({ type: 'MAP.PICK', at }),
    clear: () => send({ type: 'MAP.CLEAR' }),
    setPickSystem: (value) => send({ type: 'MAP.PICK_SYSTEM', system: value }),
  };
}
