import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  connectLunarCalendar,
  lunarCalendarMachine,
  shouldShowLunar,
  solarToLunar,
  type LunarCalendarView,
  type LunarDate,
} from '../../dates';
import { useLocale } from '../use-locale';
import { useLatest } from './use-latest';

export interface UseLunarCalendarProps {
  /** Controlled selected day (`YYYY-MM-DD`); `undefined` leaves it uncontrolled. */
  value?: string | null;
  /** Initially selected day when uncontrolled. */
  defaultValue?: string;
  /** First day of the week (Sunday by default, spec 9); read once. */
  weekStart?: number;
  /** Show solar terms (default true); read once. */
  showSolarTerm?: boolean;
  /** Force lunar dates on or off; by default they show for zh locales at UTC+8 (spec 9). */
  showLunar?: boolean;
  /** The current time (today's cell); read once. */
  now?: () => Date;
  onSelect?: (date: string, lunar: LunarDate | null) => void;
  onMonthChange?: (year: number, month: number) => void;
}

/** Minutes east of UTC of the host clock now (480 in China). */
function hostUtcOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}

/** The lunar month view's view model. */
export function useLunarCalendar(props: UseLunarCalendarProps): LunarCalendarView {
  const { value, defaultValue, weekStart, showSolarTerm, now } = props;
  const locale = useLocale();
  const actor = useActorRef(lunarCalendarMachine, {
    input: { value: value ?? defaultValue, weekStart, showSolarTerm, now },
  });
  const callbacks = useLatest({ onSelect: props.onSelect, onMonthChange: props.onMonthChange });
  useEffect(() => {
    const subscriptions = [
      actor.on('select', ({ date }) => {
        const [year, month, day] = date.split('-').map(Number);
        callbacks.current.onSelect?.(date, solarToLunar(year ?? 0, month ?? 0, day ?? 0));
      }),
      actor.on('monthChange', ({ year, month }) => callbacks.current.onMonthChange?.(year, month)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, callbacks]);
  useEffect(() => {
    if (value !== undefined) actor.send({ type: 'VALUE.SYNC', value });
  }, [actor, value]);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const showLunar = props.showLunar ?? shouldShowLunar(locale, hostUtcOffsetMinutes());
  // locale is a dependency so the texts follow a language switch
  return useMemo(
    () => connectLunarCalendar(context, actor.send, { showLunar }),
    [context, actor, showLunar, locale], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
