import { useEffect, useRef } from 'react';
import {
  connectMap,
  mapMachine,
  mapTexts,
  type MapInput,
  type MapPickedPlace,
  type MapView,
} from '../../map';
import type { Platform } from '../../shared/platform';
import { useActorView, useMachineActor } from '../machine';

/** Options of `useMap`: the map's settings (see `MapInput`) and where the picked place goes. */
export interface UseMapOptions extends MapInput {
  platform: Platform;
  /** The user picked a place (null when cleared), in `pickSystem` (WGS84 by default). */
  onPick?: (place: MapPickedPlace | null) => void;
}

/**
 * A map's view model: tiles of the host's provider, every shape converted to the provider's
 * coordinate system, and the location picker giving its point back in the system asked for.
 */
export function useMap({ platform, onPick, ...input }: UseMapOptions): MapView {
  const host = useMachineActor(mapMachine, { input });
  const { provider, tileTemplate, tileSubdomains, center, centerSystem, zoom, markers, polyline, circle } =
    input;
  const { picker, pickSystem } = input;
  // one effect per group, so a host re-rendering its shapes does not undo the user's system choice
  useEffect(
    () => host.send({ type: 'MAP.SET', provider, tileTemplate, tileSubdomains }),
    [host, provider, tileTemplate, tileSubdomains],
  );
  useEffect(
    () => host.send({ type: 'MAP.SET', center, centerSystem, zoom, markers, polyline, circle }),
    [host, center, centerSystem, zoom, markers, polyline, circle],
  );
  useEffect(() => host.send({ type: 'MAP.SET', picker, pickSystem }), [host, picker, pickSystem]);
  const view = useActorView(host, { platform, messages: mapTexts }, connectMap);
  const reported = useRef<string | null>(null);
  const picked = view.picker.picked;
  useEffect(() => {
    const key = picked ? `${picked.system}:${picked.text}` : null;
    if (key === reported.current) return;
    reported.current = key;
    onPick?.(picked);
  }, [picked, onPick]);
  return view;
}
