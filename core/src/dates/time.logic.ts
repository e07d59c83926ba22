/** A time of day. */
export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
}

export type TimeUnit = 'hour' | 'minute' | 'second';

/** Step sizes of the time columns (1 when absent). */
export interface TimeSteps {
  hourStep?: number;
  minuteStep?: number;
  secondStep?: number;
}

const TIME = /^(\d{1,2})(?::(\d{1,2}))?(?::(\d{1,2}))?$/;
const UNIT_SIZE: Record<TimeUnit, number> = { hour: 24, minute: 60, second: 60 };
const STEP_OF: Record<TimeUnit, keyof TimeSteps> = {
  hour: 'hourStep',
  minute: 'minuteStep',
  second: 'secondStep',
};

/**
 * spec 5: reads `H`, `H:m` or `H:m:s` (one or two digits each; missing parts are 0). Null when the
 * text has another shape or a part is out of range.
 */
export function parseTimeString(value: unknown): TimeOfDay | null {
  if (typeof value !== 'string') return null;
  const parts = value.trim().match(TIME);
  if (!parts) return null;
  const [hour, minute, second] = [parts[1], parts[2] ?? '0', parts[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `HH:mm:ss`, or `HH:mm` when `withSeconds` is false. */
export function formatTimeOfDay({ hour, minute, second }: TimeOfDay, withSeconds = true): string {
  const hm = `${pad2(hour)}:${pad2(minute)}`;
  return withSeconds ? `${hm}:${pad2(second)}` : hm;
}

/** A step is usable when it is a whole number from 1 that divides its unit (24 hours, 60 minutes or seconds). */
export function isValidTimeStep(unit: TimeUnit, step: number): boolean {
  return Number.isInteger(step) && step >= 1 && step <= UNIT_SIZE[unit] && UNIT_SIZE[unit] % step === 0;
}

/** The step used for a unit: the given one when usable, else 1. */
export function timeStepOf(unit: TimeUnit, steps: TimeSteps = {}): number {
  const step = steps[STEP_OF[unit]];
  return step !== undefined && isValidTimeStep(unit, step) ? step : 1;
}

/** spec 5: the first unit (hour, minute, second) whose value is not a multiple of its step, or null. */
export function checkTimeSteps(time: TimeOfDay, steps: TimeSteps = {}): TimeUnit | null {
  const units: TimeUnit[] = ['hour', 'minute', 'second'];
  return units.find((unit) => time[unit] % timeStepOf(unit, steps) !== 0) ?? null;
}

/** The values a time column offers under its step: 0, step, 2 × step ... */
export function timeColumnValues(unit: TimeUnit, steps: TimeSteps = {}): number[] {
  const step = timeStepOf(unit, steps);
  return Array.from({ length: UNIT_SIZE[unit] / step }, (_, i) => i * step);
}
