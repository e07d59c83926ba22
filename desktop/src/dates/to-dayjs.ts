import { parseTimeString } from '@suite-ui/core';
import dayjs, { type Dayjs } from 'dayjs';

/** antd's pickers hold dayjs values; core's view models give `Date`s. */
export const toDayjs = (date: Date | null): Dayjs | null => (date ? dayjs(date) : null);

/** A dayjs today at a core time text (`08:00:00`), for antd's `defaultOpenValue`. */
export function timeToDayjs(time: string): Dayjs {
  const parsed = parseTimeString(time) ?? { hour: 0, minute: 0, second: 0 };
  return dayjs().hour(parsed.hour).minute(parsed.minute).second(parsed.second).millisecond(0);
}
