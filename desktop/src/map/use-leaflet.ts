// Leaflet mounting for the desktop map: the view model says what to draw (already converted to the
// provider's coordinate system); this file only hands it to Leaflet.
import type { MapView } from '@suite-ui/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';

const SHAPE = { color: '#0958d9', weight: 3 };
const PICKED = { color: '#cf1322', fillColor: '#cf1322', fillOpacity: 0.9, radius: 8 };

/** Mounts Leaflet on the returned ref's element and keeps it drawing `map`. */
export function useLeaflet(map: MapView) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const leaflet = useRef<L.Map | null>(null);
  const tiles = map.tiles;
  const [lat, lng] = map.center;
  const { zoom, markers, polyline, circle, pick } = map;
  const picked = map.picker.picked?.at ?? null;
  const picking = map.picker.enabled;

  useEffect(() => {
    if (!element || !tiles) return undefined;
    const instance = L.map(element, { zoomControl: true, attributionControl: true });
    L.tileLayer(tiles.url, {
      subdomains: tiles.subdomains,
      maxZoom: tiles.maxZoom,
      attribution: map.texts.attribution,
    }).addTo(instance);
    leaflet.current = instance; // centre and zoom are set by the next effect, without rebuilding the map
    const resize = new ResizeObserver(() => instance.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.remove();
      leaflet.current = null;
    };
  }, [element, tiles, map.texts.attribution]);

  useEffect(() => {
    leaflet.current?.setView([lat, lng], zoom);
  }, [element, tiles, lat, lng, zoom]);

  useEffect(() => {
    const instance = leaflet.current;
    if (!instance) return undefined;
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
  }, [element, tiles, markers, polyline, circle, picked]);

  useEffect(() => {
    const instance = leaflet.current;
    if (!instance || !picking) return undefined;
    const onClick = (event: L.LeafletMouseEvent) => pick([event.latlng.lat, event.latlng.lng]);
    instance.on('click', onClick);
    return () => {
      instance.off('click', onClick);
    };
  }, [element, tiles, picking, pick]);

  /** Picks the map's current centre (the keyboard way to pick: pan with arrows, then pick). */
  const pickCenter = () => {
    const centre = leaflet.current?.getCenter();
    if (centre) pick([centre.lat, centre.lng]);
  };
  return { mount: setElement, pickCenter };
}
