// The editor's view model: which fields show (per frequency and mode), their options and labels, the
// messages under them and the live preview. Skins render this and send intents back; no rule lives there.
import type { SnapshotFrom } from 'xstate';
import { getLocale, type MessageKey } from '../i18n';
import { t } from './messages';
import { parseDateTime } from './floating-time';
import {
  activeRule,
  cleanRecurrence,
  readDayMode,
  readDaySort,
  readHours,
  readMonthDays,
  readMonths,
  readPositive,
  readQuarterMonth,
  readQuarters,
  readStartTime,
  readWeekOrdinals,
  readWeekdays,
  recurrenceIssues,
  ruleTypeOf,
  visibleFields,
  type RecurrenceErrorKey,
  type RecurrenceField,
} from './recurrence.logic';
import { describeRecurrence, ordinalKey } from './recurrence.describe';
import { expandOccurrences } from './recurrence.preview';
import { toRRule } from './recurrence.rrule';
import { RECURRENCE_FREQUENCIES, type RecurrenceConfig } from './recurrence.types';
import type { recurrenceEditorMachine } from './recurrence-editor.machine';
import type { RecurrenceEditorContext, RecurrenceEditorEvent } from './recurrence-editor.types';

/** A value a choice field holds: a number, or a word such as 'byWeek' or 'last'. */
export type RecurrenceOptionValue = string | number;

export interface RecurrenceOption {
  value: RecurrenceOptionValue;
  label: string;
}

interface FieldBase {
  name: RecurrenceField;
  label: string;
  /** spec 5: the field must be filled for the rule to be complete. */
  required: boolean;
  /** The message shown under the field (spec 8: field errors appear under the item), or null. */
  error: string | null;
  /** Stable `data-testid` of the field. */
  testId: string;
  /** The user left the field: its message may show. */
  blur(): void;
}

/** A date-time (`YYYY-MM-DD HH:mm:ss`), date (`YYYY-MM-DD`) or time (`HH:mm`) input. */
export interface RecurrenceTextField extends FieldBase {
  kind: 'dateTime' | 'date' | 'time';
  value: string | undefined;
  /** Shown while empty: for the trigger time, the start's time it defaults to. */
  placeholder: string | undefined;
  /** The dayjs format of `value` (and of what `set` takes). */
  format: string;
  /** spec 9: how the value shows (`YYYY-MM-DD HH:mm`, `YYYY-MM-DD`, `HH:mm`). */
  displayFormat: string;
  /** The value as it shows, '' when empty or unreadable. */
  displayText: string;
  /** The first and last day a date wheel offers (`YYYY-MM-DD`). */
  pickerRange: { min: string; max: string };
  /** Hour and minute a time wheel starts on: the value, else the placeholder, else 09:00. */
  clock: readonly [hour: string, minute: string];
  set(value: string | undefined): void;
}

/** spec 9 formats of the text fields: the stored value and what shows. */
const TEXT_FORMATS = {
  dateTime: {
    format: 'YYYY-MM-DD HH:mm:ss',
    displayFormat: 'YYYY-MM-DD HH:mm',
    pattern: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
  },
  date: { format: 'YYYY-MM-DD', displayFormat: 'YYYY-MM-DD', pattern: /^\d{4}-\d{2}-\d{2}/ },
  time: { format: 'HH:mm', displayFormat: 'HH:mm', pattern: /^\d{2}:\d{2}/ },
} as const;

/** Dates the wheels offer. */
export const RECURRENCE_PICKER_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

// where a time wheel starts when neither a value nor the start's time is known
const DEFAULT_CLOCK = '09:00';

function textShape(
  kind: RecurrenceTextField['kind'],
  value: string | undefined,
  placeholder: string | undefined,
) {
  const { format, displayFormat, pattern } = TEXT_FORMATS[kind];
  const shown = value ? (pattern.exec(value)?.[0] ?? '') : '';
  const clockText = [value, placeholder, DEFAULT_CLOCK].find((text) => text && /^\d{2}:\d{2}/.test(text));
  const [hour = '09', minute = '00'] = (clockText ?? DEFAULT_CLOCK).slice(0, 5).split(':');
  return {
    kind,
    value,
    placeholder,
    format,
    displayFormat,
    displayText: shown,
    pickerRange: RECURRENCE_PICKER_RANGE,
    clock: [hour, minute] as const,
  };
}

/** A whole-number input, with the unit shown after it ("2 week(s)"). */
export interface RecurrenceNumberField extends FieldBase {
  kind: 'number';
  value: number | undefined;
  min: number;
  unit: string;
  set(value: number | undefined): void;
}

/** `buttons`: few short options shown side by side; `select`: a drop-down list. */
export type RecurrenceChoiceVariant = 'buttons' | 'select';

/** One option of a list. */
export interface RecurrenceChoiceField extends FieldBase {
  kind: 'choice';
  variant: RecurrenceChoiceVariant;
  value: RecurrenceOptionValue | undefined;
  options: RecurrenceOption[];
  /** The chosen option's label ('' when none). */
  valueText: string;
  set(value: RecurrenceOptionValue | undefined): void;
}

/** Several options of a list. */
export interface RecurrenceChoicesField extends FieldBase {
  kind: 'choices';
  variant: RecurrenceChoiceVariant;
  value: RecurrenceOptionValue[];
  options: RecurrenceOption[];
  /** The chosen options' labels, joined ('' when none). */
  valueText: string;
  set(value: RecurrenceOptionValue[]): void;
}

export type RecurrenceFieldView =
  RecurrenceTextField | RecurrenceNumberField | RecurrenceChoiceField | RecurrenceChoicesField;

/** One line of the preview list. */
export interface RecurrencePreviewItem {
  /** `YYYY-MM-DD HH:mm:ss` */
  value: string;
  /** `YYYY-MM-DD HH:mm` (spec 9 display format). */
  label: string;
  /** Short week-day name. */
  weekday: string;
  /** "moved from 2030-02-02" when a rest day moved it, else null. */
  note: string | null;
}

export interface RecurrencePreview {
  /** incomplete: the rule misses something; empty: no occurrence comes; ready: items listed. */
  status: 'incomplete' | 'empty' | 'ready';
  title: string;
  items: RecurrencePreviewItem[];
  /** The text shown instead of items (incomplete or empty), else null. */
  message: string | null;
  /** The human sentence of the rule ('' while incomplete). */
  sentence: string;
}

/** What the recurrence editor skins render. */
export interface RecurrenceEditorView {
  title: string;
  /** The fields to show, in order. */
  fields: RecurrenceFieldView[];
  /** The clean config (only what the frequency uses). */
  config: RecurrenceConfig;
  /** The first scheduling message (spec 5), null when complete. */
  error: RecurrenceErrorKey | null;
  valid: boolean;
  /** The iCalendar rule when complete. */
  rrule: string | null;
  preview: RecurrencePreview;
  /** Sets one field to a value a widget produced. */
  setField(field: RecurrenceField, value: unknown): void;
  /** Shows every message; true when the config is complete. */
  validate(): boolean;
}

type Send = (event: RecurrenceEditorEvent) => void;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const nth = (n: number) => t(ordinalKey(n), { n });

const weekdayOptions = () =>
  range(1, 7).map((d) => ({ value: d, label: t(`recurrence.weekdayShort.${d}` as MessageKey) }));
const keyed = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}` as MessageKey) }));

function monthDayOptions(sort: string | undefined): RecurrenceOption[] {
  if (sort === 'tail') {
    return range(1, 31).map((n) => ({
      value: n,
      label: n === 1 ? t('recurrence.option.lastDay') : t('recurrence.option.dayFromEnd', { nth: nth(n) }),
    }));
  }
  return [
    ...range(1, 31).map((n) => ({ value: n, label: t('recurrence.option.day', { nth: nth(n) }) })),
    { value: 'last', label: t('recurrence.option.lastDay') },
  ];
}

const weekOptions = (): RecurrenceOption[] => [
  ...range(1, 4).map((n) => ({ value: n, label: t('recurrence.option.week', { nth: nth(n) }) })),
  { value: 'last', label: t('recurrence.option.lastWeek') },
];

const labelsOf = (values: Array<RecurrenceOptionValue | undefined>, options: RecurrenceOption[]) =>
  options
    .filter((option) => values.includes(option.value))
    .map((option) => option.label)
    .join(t('recurrence.list.separator'));

type FieldShape =
  | Pick<
      RecurrenceTextField,
      'kind' | 'value' | 'placeholder' | 'format' | 'displayFormat' | 'displayText' | 'pickerRange' | 'clock'
    >
  | Pick<RecurrenceNumberField, 'kind' | 'value' | 'min' | 'unit'>
  | Pick<RecurrenceChoiceField, 'kind' | 'variant' | 'value' | 'options' | 'valueText'>
  | Pick<RecurrenceChoicesField, 'kind' | 'variant' | 'value' | 'options' | 'valueText'>;

/** Kind, value and options of each field: the per-frequency option lists of spec 9. */
function shapeOf(field: RecurrenceField, config: RecurrenceConfig): FieldShape {
  const rule = activeRule(config);
  const regular = config.frequencyRule?.regularRule ?? {};
  const choice = (
    variant: RecurrenceChoiceVariant,
    value: RecurrenceOptionValue | undefined,
    options: RecurrenceOption[],
  ) => ({ kind: 'choice', variant, value, options, valueText: labelsOf([value], options) }) as const;
  const choices = (
    variant: RecurrenceChoiceVariant,
    value: RecurrenceOptionValue[],
    options: RecurrenceOption[],
  ) => ({ kind: 'choices', variant, value, options, valueText: labelsOf(value, options) }) as const;
  switch (field) {
    case 'startTime':
      return textShape('dateTime', config.startTime, undefined);
    case 'frequency':
      return choice('select', config.frequency, keyed('recurrence.frequency', RECURRENCE_FREQUENCIES));
    case 'mode':
      return choice('buttons', ruleTypeOf(config), keyed('recurrence.mode', ['regular', 'appoint']));
    case 'interval':
      return {
        kind: 'number',
        value: readPositive(regular.times),
        min: 1,
        unit: t(`recurrence.unit.${config.frequency ?? 'byDay'}`),
      };
    case 'hours':
      return choices(
        'select',
        readHours(rule.appointHourDatas),
        range(0, 23).map((hour) => ({ value: hour, label: t('recurrence.option.hour', { hour }) })),
      );
    case 'weekdays':
      return choices('buttons', readWeekdays(regular.appointTimesDatas), weekdayOptions());
    case 'quarters':
      return choices(
        'buttons',
        readQuarters(regular.appointQuarters),
        range(1, 4).map((n) => ({ value: n, label: t('recurrence.quarter', { n }) })),
      );
    case 'quarterMonth':
      return choice(
        'buttons',
        readQuarterMonth(regular.quarterMonth),
        range(1, 3).map((n) => ({ value: n, label: t('recurrence.option.quarterMonth', { nth: nth(n) }) })),
      );
    case 'months':
      return choices(
        'select',
        readMonths(regular.appointMonths),
        range(1, 12).map((m) => ({ value: m, label: t(`recurrence.month.${m}` as MessageKey) })),
      );
    case 'dayMode':
      return choice(
        'buttons',
        readDayMode(regular.sortByDateOrWeek),
        keyed('recurrence.dayMode', ['date', 'week']),
      );
    case 'sort':
      return choice(
        'buttons',
        readDaySort(regular.sort),
        keyed('recurrence.sort', ['head', 'tail', 'appoint']),
      );
    case 'monthDays': {
      const sort = readDaySort(regular.sort);
      const days = readMonthDays(regular.appointMonthDays);
      // head and tail name one day, appoint lists several
      return sort === 'appoint'
        ? choices('select', days, monthDayOptions(sort))
        : choice('select', days[0], monthDayOptions(sort));
    }
    case 'weeks':
      return choices('buttons', readWeekOrdinals(regular.appointWeeks), weekOptions());
    case 'days':
      return choices('buttons', readWeekdays(regular.appointDays), weekdayOptions());
    case 'triggerTime':
      // issue 8: without a trigger time the rule runs at the start's time of day
      return textShape('time', config.triggerTime, readStartTime(config.startTime)?.slice(11, 16));
    case 'restDay':
      return choice(
        'select',
        config.restDayConfig ?? 'normal',
        keyed('recurrence.restDay', ['normal', 'never', 'nextWorkDay']),
      );
    case 'overRepeat':
      return choice(
        'buttons',
        config.overRepeatType,
        keyed('recurrence.overRepeat', ['never', 'date', 'times']),
      );
    case 'overRepeatDate':
      return textShape('date', config.overRepeatDate, undefined);
    case 'overRepeatTimes':
      return {
        kind: 'number',
        value: readPositive(config.overRepeatTimes),
        min: 1,
        unit: t('recurrence.unit.times'),
      };
  }
}

const REQUIRED_ALWAYS: RecurrenceField[] = [
  'startTime',
  'frequency',
  'overRepeat',
  'overRepeatDate',
  'overRepeatTimes',
];
const REQUIRED_RULE: RecurrenceField[] = [
  'mode',
  'hours',
  'weekdays',
  'quarterMonth',
  'months',
  'dayMode',
  'sort',
  'monthDays',
  'weeks',
  'days',
];

function requiredField(field: RecurrenceField, config: RecurrenceConfig): boolean {
  if (REQUIRED_ALWAYS.includes(field) || REQUIRED_RULE.includes(field)) return true;
  // spec 5: the interval is required for minute, hour, day and week rules only
  return field === 'interval' && !['byMonth', 'byQuarter', 'byYear'].includes(config.frequency ?? '');
}

function previewOf(
  context: RecurrenceEditorContext,
  clean: RecurrenceConfig,
  complete: boolean,
): RecurrencePreview {
  const title = t('recurrence.preview.title');
  if (!complete)
    return {
      status: 'incomplete',
      title,
      items: [],
      message: t('recurrence.preview.incomplete'),
      sentence: '',
    };
  const occurrences = expandOccurrences(clean, {
    count: context.previewCount,
    after: context.now(),
    workDays: context.workDays,
  });
  const items = occurrences.map(({ at, movedFrom }) => {
    const date = parseDateTime(at) as Date;
    return {
      value: at,
      label: at.slice(0, 16),
      weekday: t(`recurrence.weekdayShort.${((date.getUTCDay() + 6) % 7) + 1}` as MessageKey),
      note: movedFrom ? t('recurrence.preview.moved', { date: movedFrom.slice(0, 10) }) : null,
    };
  });
  return {
    status: items.length ? 'ready' : 'empty',
    title,
    items,
    message: items.length ? null : t('recurrence.preview.empty'),
    sentence: describeRecurrence(clean, getLocale()),
  };
}

/** The recurrence editor's view model from a snapshot of `recurrenceEditorMachine`. */
export function connectRecurrenceEditor(
  snapshot: SnapshotFrom<typeof recurrenceEditorMachine>,
  send: Send,
): RecurrenceEditorView {
  const { context } = snapshot;
  const draft = context.config;
  const clean = cleanRecurrence(draft);
  const issues = recurrenceIssues(draft);
  const error = issues[0]?.message ?? null;
  const shown = (field: RecurrenceField) => context.validated || context.touched.includes(field);
  const fields = visibleFields(draft).map((name): RecurrenceFieldView => {
    const issue = issues.find((i) => i.field === name);
    const base = {
      name,
      label: t(`recurrence.field.${name}`),
      required: requiredField(name, draft),
      error: issue && shown(name) ? t(issue.message) : null,
      testId: `recurrence-field-${name}`,
      blur: () => send({ type: 'FIELD.BLUR', field: name }),
      set: (value: unknown) => send({ type: 'FIELD.CHANGE', field: name, value }),
    };
    return { ...base, ...shapeOf(name, draft) } as RecurrenceFieldView;
  });
  return {
    title: t('recurrence.title'),
    fields,
    config: clean,
    error,
    valid: error === null,
    rrule: error ? null : toRRule(clean),
    preview: previewOf(context, clean, error === null),
    setField: (field, value) => send({ type: 'FIELD.CHANGE', field, value }),
    validate: () => {
      send({ type: 'EDITOR.VALIDATE' });
      return error === null;
    },
  };
}
