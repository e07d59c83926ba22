import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  connectDatePicker,
  datePickerMachine,
  type DateLimits,
  type DateNotice,
  type DatePickerView,
  type DateValueType,
} from '../../dates';
import type { Platform } from '../../shared/platform';
import { useLocale } from '../use-locale';
import { useLatest, useLimitsSync, valueKey } from './use-latest';

export interface UseDatePickerProps {
  platform: Platform;
  /** Kind of value (default `date`); read once. */
  type?: DateValueType;
  /** Controlled value (`2024-05-06`, `2024-Q2` ...); `undefined` leaves the picker uncontrolled. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Selectable bounds (spec 5). */
  limits?: DateLimits;
  /** A new value was picked or cleared. */
  onChange?: (value: string | null) => void;
  /** A pick was refused: show `notice` (info or error) to the user. */
  onNotice?: (notice: DateNotice) => void;
  /** The current time, where an empty wheel opens (tests and demos fix it); read once. */
  now?: () => Date;
}

/** A single date (month, quarter, half-year, year or date-time) picker's view model. */
export function useDatePicker(props: UseDatePickerProps): DatePickerView {
  const { platform, type, value, defaultValue, limits, now } = props;
  const locale = useLocale();
  const actor = useActorRef(datePickerMachine, {
    input: { type, value: value ?? defaultValue, limits, now },
  });
  const callbacks = useLatest({ onChange: props.onChange, onNotice: props.onNotice });
  useEffect(() => {
    const subscriptions = [
      actor.on('change', (event) => callbacks.current.onChange?.(event.value)),
      actor.on('notice', (event) => callbacks.current.onNotice?.(event.notice)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, callbacks]);
  const controlledKey = value === undefined ? undefined : valueKey(value);
  useEffect(() => {
    if (controlledKey !== undefined) actor.send({ type: 'VALUE.SYNC', value });
  }, [actor, controlledKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useLimitsSync(actor, limits);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  // locale is a dependency so the texts follow a language switch
  return useMemo(() => connectDatePicker(context, actor.send, platform), [context, actor, platform, locale]); // eslint-disable-line react-hooks/exhaustive-deps
}
