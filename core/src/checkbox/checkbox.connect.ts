import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { checkboxCap, checkboxLayout, checkboxRows } from './checkbox.logic';
import type { CheckboxEvent, CheckboxMachine } from './checkbox.machine';
import type { CheckboxLayout } from './checkbox.types';

/** One box as the skins draw it. */
export interface CheckboxItemView {
  value: string;
  label: string;
  checked: boolean;
  /** Disabled by itself, by the group, or because the cap is reached and it is not ticked. */
  disabled: boolean;
  /** Stable test id (`checkbox-<value>`). */
  testId: string;
}

/** What a skin shows for a check box group (spec 2.3), and what it may do. Skins render only this. */
export interface CheckboxView {
  /** The ticked values, in option order. */
  value: string[];
  items: CheckboxItemView[];
  layout: CheckboxLayout;
  /** Boxes per row (1 vertical, N grid), or null: one wrapping row (horizontal). */
  columns: number | null;
  rows: CheckboxItemView[][];
  /** The visible label ('' for none). */
  label: string;
  /** Accessible name of the group. */
  ariaLabel: string;
  required: boolean;
  readOnly: boolean;
  disabled: boolean;
  /** Read-only display: the ticked labels, or the empty text. */
  text: string;
  empty: boolean;
  /** "2/3 chosen" when there is a cap ('' otherwise). */
  countText: string;
  /** The cap is reached. */
  full: boolean;
  /** The message under the group: the host's, or the required one once used or validated. */
  error: string | undefined;
  invalid: boolean;
  toggle(value: string): void;
  /** Shows the required message now (a form's submit). */
  validate(): void;
}

export function connectCheckbox(
  snapshot: SnapshotFrom<CheckboxMachine>,
  send: (event: CheckboxEvent) => void,
  env: ConnectEnv,
): CheckboxView {
  const { options, checked, touched } = snapshot.context;
  const readOnly = options.readOnly === true;
  const disabled = options.disabled === true;
  const cap = checkboxCap(options.max);
  const full = cap !== null && checked.length >= cap;
  const items = options.options.map((o): CheckboxItemView => {
    const on = checked.includes(o.value);
    return {
      value: o.value,
      label: o.label,
      checked: on,
      disabled: disabled || readOnly || o.disabled === true || (full && !on),
      testId: `checkbox-${o.value}`,
    };
  });
  const layout = checkboxLayout(options.layout, env.platform);
  const { columns, rows } = checkboxRows(items, layout, options.columns);
  const label = options.label ?? '';
  const chosen = items.filter((item) => item.checked).map((item) => item.label);
  const missing = touched && !readOnly && !disabled && options.required === true && checked.length === 0;
  const error =
    options.error ||
    (missing ? env.t('checkbox.error.required', { label: label || env.t('checkbox.thisField') }) : undefined);
  return {
    value: items.filter((item) => item.checked).map((item) => item.value),
    items,
    layout,
    columns,
    rows,
    label,
    ariaLabel: label || options.ariaLabel || '',
    required: options.required === true && !readOnly,
    readOnly,
    disabled,
    text: chosen.length ? chosen.join(env.t('checkbox.separator')) : env.t('checkbox.empty'),
    empty: chosen.length === 0,
    countText: cap !== null ? env.t('checkbox.countOf', { count: checked.length, max: cap }) : '',
    full,
    error,
    invalid: error !== undefined,
    toggle: (value) => send({ type: 'TOGGLE', value }),
    validate: () => send({ type: 'VALIDATE' }),
  };
}
