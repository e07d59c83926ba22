import dayjs from 'dayjs';
import type { WatermarkUser } from './watermark.types';

const USER_PLACEHOLDERS = [
  'userName',
  'jobNum',
  'mobile',
  'email',
  'loginId',
  'department',
  'secondDepartment',
] as const;

/** The placeholders a watermark text may use (spec 3). */
export const WATERMARK_PLACEHOLDERS: readonly string[] = [...USER_PLACEHOLDERS, 'date', 'time'];

const placeholder = /\{(\w+)\}/g;

function userValue(user: WatermarkUser | null | undefined, key: (typeof USER_PLACEHOLDERS)[number]): string {
  const value = user?.[key];
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? String(value)
    : '';
}

function isUserPlaceholder(name: string): name is (typeof USER_PLACEHOLDERS)[number] {
  return (USER_PLACEHOLDERS as readonly string[]).includes(name);
}

/**
 * Fills the watermark text (spec 3): `{userName}`, `{jobNum}`, `{mobile}`, `{email}`, `{loginId}`,
 * `{department}`, `{secondDepartment}` from `user` (empty when the user lacks it), `{date}` as
 * YYYY-MM-DD and `{time}` as HH:mm of `now` in local time. Unknown placeholders stay as written.
 */
export function fillWatermarkText(
  template: string,
  user: WatermarkUser | null | undefined,
  now: Date | number,
): string {
  const moment = dayjs(now);
  return String(template ?? '').replace(placeholder, (whole, name: string) => {
    if (name === 'date') return moment.format('YYYY-MM-DD');
    if (name === 'time') return moment.format('HH:mm');
    return isUserPlaceholder(name) ? userValue(user, name) : whole;
  });
}

/** The filled text as drawn: one entry per line, blank lines dropped. */
export function watermarkTextLines(text: string): string[] {
  return text
    .split(/\r?\n|\\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
