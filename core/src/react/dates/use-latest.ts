import { useEffect, useRef } from 'react';
import type { DateLimits } from '../../dates';

/** A ref that always holds the latest `value` (callbacks handed to long-lived subscriptions). */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** A stable key for a value that may arrive as a new array or object on every render. */
export function valueKey(value: unknown): string {
  if (value instanceof Date) return `date:${value.getTime()}`;
  if (Array.isArray(value)) return `[${value.map(valueKey).join(',')}]`;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return valueKey(value.toDate());
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Sends a picker's min/max limits to its machine whenever their dates change. */
export function useLimitsSync(
  actor: { send(event: { type: 'LIMITS.SET'; limits: DateLimits }): void },
  limits: DateLimits | undefined,
): void {
  const limitsKey = valueKey([limits?.minDate, limits?.maxDate]);
  useEffect(() => {
    actor.send({ type: 'LIMITS.SET', limits: limits ?? {} });
  }, [actor, limitsKey]); // eslint-disable-line react-hooks/exhaustive-deps
}
