import { useState } from 'react';
import {
  addSortRule,
  freeSortColumns,
  moveSortRule,
  type SyncScopePick,
  type SyncValues,
  type TableSortRule,
  type TableSortView,
  type TableSyncView,
} from '../../table';

/** The sort dialog's list being edited (both skins): the rules, the free columns and the edits. */
export interface TableSortDraft {
  rules: TableSortRule[];
  /** Columns not sorted on yet. */
  free: TableSortView['columns'];
  /** The column choices of the rule at `index` (its own column and the free ones). */
  columnsOf(index: number): TableSortView['columns'];
  add(): void;
  /** Adds a rule on this column (ascending). */
  addColumn(dataIndex: string): void;
  remove(index: number): void;
  move(index: number, step: -1 | 1): void;
  setColumn(index: number, dataIndex: string): void;
  setDirection(index: number, direction: 'asc' | 'desc'): void;
  /** Saves the edited rules (sort values through `planSort`). */
  save(): void;
}

/** The sort dialog's form state over the view model (mount it with the dialog: it starts from the saved rules). */
export function useTableSortDraft(sort: TableSortView): TableSortDraft {
  const [draft, setDraft] = useState<TableSortRule[] | null>(null);
  const rules = draft ?? sort.rules;
  const free = freeSortColumns(sort.columns, rules);
  return {
    rules,
    free,
    columnsOf: (index) => [...sort.columns.filter((c) => c.value === rules[index]?.dataIndex), ...free],
    add: () => setDraft(addSortRule(rules, sort.columns)),
    addColumn: (dataIndex) => {
      if (free.some((c) => c.value === dataIndex)) setDraft([...rules, { dataIndex, direction: 'asc' }]);
    },
    remove: (index) => setDraft(rules.filter((_, i) => i !== index)),
    move: (index, step) => setDraft(moveSortRule(rules, index, step)),
    setColumn: (index, dataIndex) =>
      setDraft(rules.map((r, i) => (i === index ? { dataIndex, direction: r.direction } : r))),
    setDirection: (index, direction) =>
      setDraft(rules.map((r, i) => (i === index ? { ...r, direction } : r))),
    save: () => sort.save(rules),
  };
}

/** The sync dialog's form state (both skins): picks of several types, everyone, the switches. */
export interface TableSyncForm {
  picks: SyncScopePick[];
  setPicks(picks: SyncScopePick[]): void;
  everyone: boolean;
  setEveryone(everyone: boolean): void;
  isDefault: boolean;
  setIsDefault(value: boolean): void;
  syncColumnWidth: boolean;
  setSyncColumnWidth(value: boolean): void;
  /** Every pick with its type, for the summary under the browser. */
  summary: { key: string; label: string }[];
  /** The scope's message after a submit that failed validation. */
  error: string | undefined;
  /** Validates (spec 5) and sends the sync or reset. */
  submit(): void;
}

/** The sync dialog's form state over the view model (mount it with the dialog). */
export function useTableSyncForm(sync: TableSyncView): TableSyncForm {
  const [picks, setPicks] = useState<SyncScopePick[]>([]);
  const [everyone, setEveryone] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const [syncColumnWidth, setSyncColumnWidth] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return {
    picks,
    setPicks: (next) => {
      setPicks(next);
      setError(undefined);
    },
    everyone,
    setEveryone: (next) => {
      setEveryone(next);
      setError(undefined);
    },
    isDefault,
    setIsDefault,
    syncColumnWidth,
    setSyncColumnWidth,
    summary: everyone ? [] : sync.summary(picks),
    error,
    submit: () => {
      const values: SyncValues = {
        [sync.field]: sync.scopeFrom(picks, everyone),
        ...(sync.showSwitches ? { isDefault, syncColumnWidth } : {}),
      };
      const message = sync.validate(values)[sync.field];
      setError(message);
      if (!message) sync.submit(values);
    },
  };
}
