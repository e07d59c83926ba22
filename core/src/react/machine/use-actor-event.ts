import { useEffect, useRef, useState } from 'react';
import type { AnyStateMachine, EmittedFrom, EventFromLogic } from 'xstate';
import type { ActorHost } from './actor-host';

/**
 * Calls the latest `handler` for each `type` event the host's live actor emits (a prop callback
 * such as `onChange`): subscribes once per host, so a new handler on every render costs nothing.
 */
export function useActorEvent<
  TMachine extends AnyStateMachine,
  const TType extends EmittedFrom<TMachine>['type'],
>(
  host: ActorHost<TMachine>,
  type: TType,
  handler: NoInfer<((event: Extract<EmittedFrom<TMachine>, { type: TType }>) => void) | undefined>,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => host.on(type, (event) => latest.current?.(event)), [host, type]);
}

/** A stable key for a value that may arrive as a new array, object or `Date` on every render. */
export function valueKey(value: unknown): string {
  if (value instanceof Date) return `date:${value.getTime()}`;
  if (Array.isArray(value)) return `[${value.map(valueKey).join(',')}]`;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return valueKey(value.toDate());
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * `value` as first seen, until its `valueKey` changes: a prop that a host rebuilds on every render
 * (`limits={{ minDate }}`, `value={[a, b]}`) then triggers an effect only when it really changed.
 */
export function useStableValue<T>(value: T): T {
  const key = valueKey(value);
  const [held, setHeld] = useState({ key, value });
  if (held.key !== key) {
    setHeld({ key, value });
    return value;
  }
  return held.value;
}

/**
 * Sends `toEvent(value)` to the host's actor after a render whose `value` differs (by `valueKey`)
 * from the last one: a controlled prop kept in step with the machine. `toEvent` is read when it
 * fires.
 */
export function useSyncToActor<TMachine extends AnyStateMachine, T>(
  host: ActorHost<TMachine>,
  value: T,
  toEvent: (value: NoInfer<T>) => EventFromLogic<TMachine> | null,
): void {
  const stable = useStableValue(value);
  const latest = useRef(toEvent);
  useEffect(() => {
    latest.current = toEvent;
  });
  useEffect(() => {
    const event = latest.current(stable);
    if (event) host.send(event);
  }, [host, stable]);
}
