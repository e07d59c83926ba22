// Leaflet mounting shared by both skins: the view model says what to draw (already converted to the
// provider's coordinate system); this hook only hands it to Leaflet. Each skin passes a loader of its
// `leaflet` import, so core does not depend on Leaflet; the few calls used are typed here. Leaflet
// reads `window` and `document` as it loads, so it is loaded in an effect, on the client only: a
// server renders the map's box, and a host's bundler puts Leaflet in a chunk of its own.
import { useEffect, useRef, useState } from 'react';
import type { MapLatLng, MapView } from '../../map';

interface LeafletLayer {
  addTo(target: LeafletMap | LeafletLayer): this;
  remove(): this;
}
interface LeafletMarker extends LeafletLayer {
  bindTooltip(text: string): this;
}
interface LeafletMap {
  setView(center: MapLatLng, zoom: number): this;
  getCenter(): { lat: number; lng: number };
  invalidateSize(): this;
  on(type: 'click', handler: (event: { latlng: { lat: number; lng: number } }) => void): this;
  off(type: 'click', handler: (event: { latlng: { lat: number; lng: number } }) => void): this;
  remove(): this;
}

/** The part of Leaflet's API the map uses. */
export interface LeafletApi {
  map(element: HTMLElement, options: { zoomControl: boolean; attributionControl: boolean }): LeafletMap;
  tileLayer(url: string, options: { subdomains: string; maxZoom: number; attribution: string }): LeafletLayer;
  layerGroup(): LeafletLayer;
  circleMarker(at: MapLatLng, options: Record<string, unknown>): LeafletMarker;
  polyline(points: MapLatLng[], options: Record<string, unknown>): LeafletLayer;
  circle(at: MapLatLng, options: Record<string, unknown>): LeafletLayer;
}

const SHAPE = { color: '#0958d9', weight: 3 };
const PICKED = { color: '#cf1322', fillColor: '#cf1322', fillOpacity: 0.9, radius: 8 };

/** What a skin's `() => import('leaflet')` resolves to: Leaflet's names, or a module whose default has them. */
export type LeafletModule = LeafletApi | { default: LeafletApi };

/**
 * Mounts Leaflet on the element given to `mount` and keeps it drawing `map`. `load` (the skin's
 * `() => import('leaflet')`) runs once, after the first render on the client.
 */
export function useLeaflet(map: MapView, load: () => Promise<LeafletModule>) {
  const [L, setLeaflet] = useState<LeafletApi | null>(null);
  const loader = useRef(load);
  useEffect(() => {
    let live = true;
    void loader.current().then((loaded) => {
      // a bundler gives Leaflet's ES module build (named exports), Node's loader its UMD build (default)
      const api = 'map' in loaded ? loaded : (Reflect.get(loaded, 'default') as LeafletApi);
      if (live) setLeaflet(() => api);
    });
    return () => {
      live = false;
    };
  }, []);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const leaflet = useRef<LeafletMap | null>(null);
  const tiles = map.tiles;
  const [lat, lng] = map.center;
  const { zoom, markers, polyline, circle, pick } = map;
  const picked = map.picker.picked?.at ?? null;
  const picking = map.picker.enabled;
  const attribution = map.texts.attribution;

  useEffect(() => {
    if (!L || !element || !tiles) return undefined;
    const instance = L.map(element, { zoomControl: true, attributionControl: true });
    L.tileLayer(tiles.url, { subdomains: tiles.subdomains, maxZoom: tiles.maxZoom, attribution }).addTo(
      instance,
    );
    leaflet.current = instance; // centre and zoom are set by the next effect, without rebuilding the map
    const resize = new ResizeObserver(() => instance.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.remove();
      leaflet.current = null;
    };
  }, [L, element, tiles, attribution]);

  useEffect(() => {
    leaflet.current?.setView([lat, lng], zoom);
  }, [L, element, tiles, lat, lng, zoom]);

  useEffect(() => {
    const instance = leaflet.current;
    if (!L || !instance) return undefined;
    const layer = L.layerGroup().addTo(instance);
    for (const marker of markers) {
      L.circleMarker(marker.at, { ...SHAPE, fillOpacity: 0.6, radius: 7 })
        .bindTooltip(marker.label)
        .addTo(layer);
    }
    if (polyline) L.polyline(polyline, SHAPE).addTo(layer);
    if (circle) L.circle(circle.at, { ...SHAPE, radius: circle.radius, fillOpacity: 0.1 }).addTo(layer);
    if (picked) L.circleMarker(picked, PICKED).addTo(layer);
    return () => {
      layer.remove();
    };
  }, [L, element, tiles, markers, polyline, circle, picked]);

  useEffect(() => {
    const instance = leaflet.current;
    if (!instance || !picking) return undefined;
    const onClick = (event: { latlng: { lat: number; lng: number } }) =>
      pick([event.latlng.lat, event.latlng.lng]);
    instance.on('click', onClick);
    return () => {
      instance.off('click', onClick);
    };
  }, [L, element, tiles, picking, pick]);

  /** Picks the map's current centre (the keyboard way to pick: pan with arrows, then pick). */
  const pickCenter = () => {
    const centre = leaflet.current?.getCenter();
    if (centre) pick([centre.lat, centre.lng]);
  };
  return { mount: setElement, pickCenter };
}
