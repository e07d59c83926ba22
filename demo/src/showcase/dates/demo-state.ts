import type { DateRangeChange } from '@suite-ui/core';
import { useState } from 'react';

/** The day the lunar calendar opens on: `?day=YYYY-MM-DD` (tests and links), else today. */
export function dayFromQuery(): string | undefined {
  return new URLSearchParams(window.location.search).get('day') ?? undefined;
}

/**
 * Time zones of the lunar demo: the host clock's, China's (UTC+8, where lunar dates show by
 * default) and UTC, as minutes east of UTC (`undefined`: the host clock's).
 */
export const LUNAR_ZONES = { host: undefined, china: 480, utc: 0 } as const satisfies Record<
  string,
  number | undefined
>;
export type LunarZone = keyof typeof LUNAR_ZONES;

/** `UTC+08:00`, `UTC−05:30`: a zone as readers write it (minutes east of UTC). */
export function utcOffsetLabel(minutesEast: number): string {
  const sign = minutesEast < 0 ? '−' : '+';
  const abs = Math.abs(minutesEast);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The lunar demo's zone. It opens in China time, so a reader anywhere sees lunar dates at once
 * (they show only at UTC+8); `hostOffset` names this computer's zone, and `hostShowsLunar` says
 * whether lunar dates would show in it, which both pages explain beside the switch.
 */
export function useLunarZone() {
  const [zone, setZone] = useState<LunarZone>('china');
  const hostMinutes = -new Date().getTimezoneOffset();
  return {
    zone,
    setZone,
    utcOffsetMinutes: LUNAR_ZONES[zone],
    hostOffset: utcOffsetLabel(hostMinutes),
    hostShowsLunar: hostMinutes === LUNAR_ZONES.china,
    zones: Object.keys(LUNAR_ZONES) as LunarZone[],
  };
}

/** Text of a shown value: a string, a range with its preset, or empty. */
export function valueText(value: string | null | DateRangeChange | undefined, empty: string): string {
  if (!value) return empty;
  if (typeof value === 'string') return value;
  const [start, end] = value.value;
  const range = `${start ?? ''} ~ ${end ?? ''}`;
  return value.selectedName ? `${range} (${value.selectedName})` : range;
}

/** Every value the page shows, by demo widget name. */
export function useDemoValues() {
  const [values, setValues] = useState<Record<string, string | null | DateRangeChange>>({});
  const set = (name: string) => (value: string | null | DateRangeChange) =>
    setValues((all) => ({ ...all, [name]: value }));
  return { values, set };
}

/** Limits of the limits demo: the current month. */
export function currentMonthLimits(): { minDate: string; maxDate: string } {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  return { minDate: `${now.getFullYear()}-${month}-01`, maxDate: `${now.getFullYear()}-${month}-${last}` };
}
