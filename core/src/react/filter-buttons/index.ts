import { useMemo, useState } from 'react';
import { FILTER_BUTTONS_PER_LINE, GRID_CHECKBOX_COLUMNS, chunkIntoRows } from '../../small-widgets';

/** One choice of a filter-button line or a grid of check boxes. */
export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A choice as a skin shows it. */
export interface ChoiceView extends ChoiceOption {
  on: boolean;
  testId: string;
}

/** Props of both skins' `FilterButtons` (one choice at a time). */
export interface FilterButtonsProps {
  options: readonly ChoiceOption[];
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Buttons per line (default 4, spec 9). */
  perLine?: number;
  testId?: string;
}

/** Props of both skins' `GridCheckbox` (several choices). */
export interface GridCheckboxProps {
  options: readonly ChoiceOption[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  /** Columns (default 4, spec 9). */
  columns?: number;
  testId?: string;
}

/** Filter buttons in lines of four (spec 9): rows of choices, one on. */
export function useFilterButtons({
  options,
  defaultValue,
  onChange,
  perLine = FILTER_BUTTONS_PER_LINE,
}: FilterButtonsProps) {
  const [value, setValue] = useState(defaultValue ?? options[0]?.value ?? '');
  return useMemo(
    () => ({
      columns: perLine,
      rows: chunkIntoRows(
        options.map((o): ChoiceView => ({ ...o, on: o.value === value, testId: `choice-${o.value}` })),
        perLine,
      ),
      select: (next: string) => {
        setValue(next);
        onChange?.(next);
      },
    }),
    [options, value, perLine, onChange],
  );
}

/** Check boxes in a grid of four columns (spec 9). */
export function useGridCheckbox({
  options,
  defaultValue,
  onChange,
  columns = GRID_CHECKBOX_COLUMNS,
}: GridCheckboxProps) {
  const [value, setValue] = useState<string[]>(() => [...(defaultValue ?? [])]);
  return useMemo(
    () => ({
      columns,
      rows: chunkIntoRows(
        options.map((o): ChoiceView => ({ ...o, on: value.includes(o.value), testId: `choice-${o.value}` })),
        columns,
      ),
      toggle: (key: string) => {
        const next = value.includes(key) ? value.filter((v) => v !== key) : [...value, key];
        setValue(next);
        onChange?.(next);
      },
    }),
    [options, value, columns, onChange],
  );
}
