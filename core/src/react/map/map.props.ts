import type { UseMapOptions } from './use-map';

/** Props of both skins' `Map`. */
export interface MapProps extends Omit<UseMapOptions, 'platform'> {
  /** Height of the map in px (default 360 on desktop, 300 on mobile). */
  height?: number;
  /** Stable test id of the map's root (default `map`). */
  'data-testid'?: string;
}
