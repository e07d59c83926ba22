// Cell rendering by value type (ProTable's `valueType`): the rules that turn a raw cell value into
// what both skins draw. A formatter is made once per column and locale (the Intl and dayjs set-up
// is the costly part), then called for every drawn cell.
import dayjs from 'dayjs';
import type { Locale } from '../i18n/define';
import { dayjsLocaleName } from '../i18n/dayjs-locale';

/** How a column's values are shown. Absent: the value as text. */
export type TableValueType = 'text' | 'date' | 'dateTime' | 'money' | 'enum' | 'percent' | 'person';

/** The value types a column may declare, in the order the docs list them. */
export const TABLE_VALUE_TYPES: readonly TableValueType[] = [
  'text',
  'date',
  'dateTime',
  'money',
  'enum',
  'percent',
  'person',
];

/** The badge colour of an enum value: antd's Badge statuses (mobile maps them to its own colours). */
export type TableBadgeStatus = 'default' | 'processing' | 'success' | 'warning' | 'error';

/** One value of an enum column: its label and badge colour. */
export interface TableValueEnumEntry {
  /** The label shown for the value (the host passes it in the user's language). */
  text: string;
  /** The badge colour (default `default`, grey). */
  status?: TableBadgeStatus;
}

/** The formatting a column declares, read from its `TableColumn`. */
export interface TableCellFormat {
  /** How the values are shown (default `text`). */
  valueType?: TableValueType;
  /** For `enum`: each raw value (as a string key) to its label and colour; unknown values show as text. */
  valueEnum?: Readonly<Record<string, TableValueEnumEntry>>;
  /**
   * For `money`: the ISO 4217 currency (default CNY). The amount's currency belongs to the data, so
   * switching the language changes the separators and symbol style, never the currency.
   */
  currency?: string;
  /** For `money` and `percent`: the fraction digits (default 2). */
  precision?: number;
}

/** What a cell draws: plain text, or an enum's badge (a coloured dot before the label). */
export type TableCellView =
  | { kind: 'text'; text: string; empty: boolean }
  | { kind: 'badge'; text: string; status: TableBadgeStatus; empty: false };

/** Turns one raw value of a column into its cell view. */
export type TableCellFormatter = (value: unknown) => TableCellView;

/** What an empty cell (null, undefined, '', an invalid date or number) shows. */
export const TABLE_EMPTY_CELL = '-';

const EMPTY: TableCellView = { kind: 'text', text: TABLE_EMPTY_CELL, empty: true };

const DATE_FORMATS: Record<Locale, { date: string; dateTime: string }> = {
  zh_CN: { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm' },
  en_US: { date: 'MMM D, YYYY', dateTime: 'MMM D, YYYY HH:mm' },
};

const DEFAULT_CURRENCY = 'CNY';

function localeTag(locale: Locale): string {
  return locale === 'en_US' ? 'en-US' : 'zh-CN';
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function text(value: string): TableCellView {
  return value === '' ? EMPTY : { kind: 'text', text: value, empty: false };
}

/** A number from a number or a numeric string; null for anything else. */
function toNumber(value: unknown): number | null {
  // Number('') is 0: a blank string is empty, not zero
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : null;
}

/** The name of a person value: a string, `{ name }` / `{ lastname }` objects, or a list of them. */
function personName(value: unknown): string {
  if (Array.isArray(value)) return value.map(personName).filter(Boolean).join(', ');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const name = record.name ?? record.lastname ?? record.label;
    return typeof name === 'string' ? name : '';
  }
  return '';
}

function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** How many distinct values a formatter remembers before it starts over. */
const MEMO_SIZE = 1000;

/**
 * Remembers the views of the last primitive values: a windowed table draws the same cells again
 * on every scroll frame, and dayjs parsing plus Intl formatting cost microseconds per cell.
 */
function memoised(format: TableCellFormatter): TableCellFormatter {
  const seen = new Map<string | number, TableCellView>();
  return (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return format(value);
    let view = seen.get(value);
    if (!view) {
      if (seen.size >= MEMO_SIZE) seen.clear();
      view = format(value);
      seen.set(value, view);
    }
    return view;
  };
}

/**
 * The formatter of a column in `locale`. Make it once per column and locale (see
 * `cellFormatterCache`): it holds its Intl number format.
 */
export function createCellFormatter(format: TableCellFormat, locale: Locale): TableCellFormatter {
  const type = format.valueType ?? 'text';
  const digits = Math.min(20, Math.max(0, Math.trunc(format.precision ?? 2)));
  switch (type) {
    case 'date':
    case 'dateTime': {
      const pattern = DATE_FORMATS[locale][type];
      const name = dayjsLocaleName(locale);
      return memoised((value) => {
        if (isEmpty(value)) return EMPTY;
        if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return EMPTY;
        const date = dayjs(value);
        return date.isValid() ? text(date.locale(name).format(pattern)) : EMPTY;
      });
    }
    case 'money': {
      let number: Intl.NumberFormat;
      try {
        number = new Intl.NumberFormat(localeTag(locale), {
          style: 'currency',
          currency: format.currency ?? DEFAULT_CURRENCY,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
      } catch {
        // an unknown currency code: the amount with separators, no symbol
        number = new Intl.NumberFormat(localeTag(locale), {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
      }
      return memoised((value) => {
        const n = toNumber(value);
        return n === null ? EMPTY : text(number.format(n));
      });
    }
    case 'percent': {
      const number = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: digits });
      // the value is the percentage itself (12.5 shows 12.5%), as ProTable reads it
      return memoised((value) => {
        const n = toNumber(value);
        return n === null ? EMPTY : text(`${number.format(n)}%`);
      });
    }
    case 'enum': {
      const entries = format.valueEnum ?? {};
      return (value) => {
        if (isEmpty(value)) return EMPTY;
        const key = plainText(value);
        const entry = Object.prototype.hasOwnProperty.call(entries, key) ? entries[key] : undefined;
        if (!entry) return text(key);
        return { kind: 'badge', text: entry.text, status: entry.status ?? 'default', empty: false };
      };
    }
    case 'person':
      return (value) => (isEmpty(value) ? EMPTY : text(personName(value)));
    default:
      return (value) => (isEmpty(value) ? EMPTY : text(plainText(value)));
  }
}

/**
 * Keeps one formatter per column declaration and locale, so a table re-rendered on every scroll
 * frame or snapshot does not set up its Intl formats again. Keyed by the column object: a host
 * that passes new column objects gets new formatters.
 */
export function cellFormatterCache(): (format: TableCellFormat, locale: Locale) => TableCellFormatter {
  const cache = new WeakMap<TableCellFormat, Partial<Record<Locale, TableCellFormatter>>>();
  return (format, locale) => {
    let byLocale = cache.get(format);
    if (!byLocale) {
      byLocale = {};
      cache.set(format, byLocale);
    }
    return (byLocale[locale] ??= createCellFormatter(format, locale));
  };
}

/**
 * The text a cell shows, as a user would copy it or read it in a tooltip: the formatted text of a
 * typed column (the label of an enum), the raw text of a plain one, '' for an empty cell (never
 * the '-' it draws).
 */
export function cellTextOf(format: TableCellFormat, formatter: TableCellFormatter, value: unknown): string {
  if (!format.valueType) return isEmpty(value) ? '' : plainText(value);
  const view = formatter(value);
  return view.empty ? '' : view.text;
}
