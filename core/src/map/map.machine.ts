import { assign, setup } from 'xstate';
import type { MapEvent, MapInput, MapLatLng } from './map.types';

export interface MapContext extends MapInput {
  /** The picked place as clicked, `[lat, lng]` in the provider's system. */
  picked: MapLatLng | null;
}

/** The map's host settings and the location picker: pick, change the output system, clear. */
export const mapMachine = setup({
  types: { input: {} as MapInput, context: {} as MapContext, events: {} as MapEvent },
  guards: { picking: ({ context }) => context.picker === true },
}).createMachine({
  id: 'map',
  context: ({ input }) => ({ ...input, picked: null }),
  on: {
    'MAP.SET': {
      actions: assign(({ context, event }) => {
        const { type: _type, ...given } = event as Extract<MapEvent, { type: 'MAP.SET' }>;
        // only what the host gives: an unset pickSystem keeps the one the user chose
        const settings = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
        // a pick is held in the provider's system: another provider drops it
        const moved = settings.provider !== undefined && settings.provider !== context.provider;
        return moved ? { ...settings, picked: null } : settings;
      }),
    },
    'MAP.PICK': {
      guard: 'picking',
      actions: assign({ picked: ({ event }) => (event as Extract<MapEvent, { type: 'MAP.PICK' }>).at }),
    },
    'MAP.CLEAR': { actions: assign({ picked: null }) },
    'MAP.PICK_SYSTEM': {
      actions: assign({
        pickSystem: ({ event }) => (event as Extract<MapEvent, { type: 'MAP.PICK_SYSTEM' }>).system,
      }),
    },
  },
});

export type MapMachine = typeof mapMachine;
