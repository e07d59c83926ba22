import type { TimeOfDay } from '@suite-ui/core';
import dayjs, { type Dayjs } from 'dayjs';

/** antd's pickers hold dayjs values; core's view models give `Date`s. */
export const toDayjs = (date: Date | null): Dayjs | null => (date ? dayjs(date) : null);

/** A dayjs today at a time of day from a view model, for antd's `defaultOpenValue`. */
export function timeToDayjs({ hour, minute, second }: TimeOfDay): Dayjs {
  return dayjs().hour(hour).minute(minute).second(second).millisecond(0);
}
