import {
  connectLunarCalendar,
  datesTexts,
  lunarCalendarMachine,
  solarToLunar,
  type LunarCalendarView,
  type LunarDate,
} from '../../dates';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

export interface UseLunarCalendarProps {
  /** Whose skin shows the calendar (default desktop). */
  platform?: Platform;
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
  /**
   * Minutes east of UTC that decide the default of `showLunar` (480 is China's UTC+8); the host
   * clock's offset by default. Read once.
   */
  utcOffsetMinutes?: number;
  /** The current time (today's cell); read once. */
  now?: () => Date;
  onSelect?: (date: string, lunar: LunarDate | null) => void;
  onMonthChange?: (year: number, month: number) => void;
}

/** The lunar month view's view model. */
export function useLunarCalendar(props: UseLunarCalendarProps): LunarCalendarView {
  const { platform = 'desktop', value, defaultValue, weekStart, showSolarTerm, showLunar, now } = props;
  const host = useMachineActor(lunarCalendarMachine, {
    input: {
      value: value ?? defaultValue,
      weekStart,
      showSolarTerm,
      showLunar,
      now,
      utcOffsetMinutes: props.utcOffsetMinutes,
    },
  });
  useActorEvent(host, 'select', ({ date }) => {
    const [year, month, day] = date.split('-').map(Number);
    props.onSelect?.(date, solarToLunar(year ?? 0, month ?? 0, day ?? 0));
  });
  useActorEvent(host, 'monthChange', ({ year, month }) => props.onMonthChange?.(year, month));
  useSyncToActor(host, value, (synced) =>
    synced === undefined ? null : { type: 'VALUE.SYNC' as const, value: synced },
  );
  useSyncToActor(host, showLunar, (shown) => ({ type: 'DISPLAY.SET' as const, showLunar: shown }));
  return useActorView(host, { platform, messages: datesTexts }, connectLunarCalendar);
}
