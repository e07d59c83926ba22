// Editable rows and drag-sort rows of the table (issue 38): one row (or one cell) at a time in
// edit mode, validated by the form rules of core (validateForm), saved through the host's call;
// a row move is planned by the sort renumbering rules (planSortMove), one write per move.
// Not in the table entry on purpose: the form rules bring the form texts, which a table without
// editable rows should not load (src/i18n/registration.test.ts); the row-edit hook imports it directly.
import { assign, fromPromise, setup } from 'xstate';
// through the features' entries: the table's own entry does not load this module, so importing
// table still registers no other feature's messages
import { validateForm, type FormItem, type FormValues } from '../form';
import { planSortMove, type SortEntry, type SortPlan } from '../sort';
import type { ConnectEnv } from '../shared/connect';
import { sameValue } from './table.logic';
import type { TableRow } from './table.types';

/** What the row editor starts from. */
export interface RowEditInput {
  /** The editable columns as form items (their `required` and `rules` validate the row). */
  items: readonly FormItem[];
}

/** Why the editor refused or failed, as a catalogue key the skins translate. */
export type RowEditNotice = 'table.edit.busy' | 'table.edit.saveFailed' | 'table.edit.invalid';

export interface RowEditContext {
  items: readonly FormItem[];
  /** The key of the row in edit mode (undefined when none is). */
  rowKey: string | undefined;
  /** The one cell in edit mode when a single cell is edited (undefined: the whole row). */
  field: string | undefined;
  /** The row as it was when editing started. */
  row: TableRow | undefined;
  /** The values being edited (kept when a save fails). */
  values: FormValues;
  /** Field errors of the form rules, by field id. */
  errors: Record<string, string[]>;
  /** The server's message when the save failed (kept on the row until the next save or cancel). */
  saveError: string | undefined;
  notice: RowEditNotice | undefined;
}

/** No row in edit mode: where the editor starts, and what a save or a cancel leaves. */
function noEdit(): Omit<RowEditContext, 'items'> {
  return {
    rowKey: undefined,
    field: undefined,
    row: undefined,
    values: {},
    errors: {},
    saveError: undefined,
    notice: undefined,
  };
}

export type RowEditEvent =
  | { type: 'START'; key: string; row: TableRow; field?: string }
  | { type: 'CHANGE'; field: string; value: unknown }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'NOTICE.DISMISS' };

/** The host's save call, as the machine's actor: rejects until provided (`rowEditActors(services)`). */
const unprovidedActors = {
  saveRow: fromPromise<unknown, { key: string; row: TableRow; values: FormValues }>(() =>
    Promise.reject(new Error('provide the saveRow actor')),
  ),
};

/** Whether the edited values differ from the row (by value, so typing back the old text is clean). */
export function isRowDirty(row: TableRow | undefined, values: FormValues): boolean {
  if (row === undefined) return false;
  return Object.keys(values).some((field) => !sameValue(row[field], values[field]));
}

/** The items a save validates: all editable columns, or the one cell being edited. */
function editedItems(context: Pick<RowEditContext, 'items' | 'field'>): readonly FormItem[] {
  return context.field === undefined
    ? context.items
    : context.items.filter((item) => item.id === context.field);
}

/** The values a row starts editing with: its own values of the edited items. */
function startValues(items: readonly FormItem[], row: TableRow, field: string | undefined): FormValues {
  const values: FormValues = {};
  for (const item of items) if (field === undefined || item.id === field) values[item.id] = row[item.id];
  return values;
}

function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return undefined;
}

/**
 * The row editor: `idle` → `START` → `editing` → `SAVE` (valid) → `saving` → `idle`, or back to
 * `editing` with the values and the error kept when the host's save fails. `CANCEL` (Esc) drops the
 * edit; a `START` on another row while this one has unsaved changes is refused with the
 * `table.edit.busy` notice (a clean row simply switches).
 */
export const rowEditMachine = setup({
  types: {
    input: {} as RowEditInput,
    context: {} as RowEditContext,
    events: {} as RowEditEvent,
  },
  actors: unprovidedActors,
  guards: {
    isDirty: ({ context }) => isRowDirty(context.row, context.values),
    isSameTarget: ({ context, event }) =>
      event.type === 'START' && event.key === context.rowKey && event.field === context.field,
    isValid: ({ context }) => validateForm(editedItems(context), context.values).valid,
  },
  actions: {
    begin: assign(({ context, event }) => {
      if (event.type !== 'START') return {};
      return {
        rowKey: event.key,
        field: event.field,
        row: event.row,
        values: startValues(context.items, event.row, event.field),
        errors: {},
        saveError: undefined,
        notice: undefined,
      };
    }),
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const values = { ...context.values, [event.field]: event.value };
      // a field's error clears as the user fixes it; the others wait for the next save
      const errors = { ...context.errors };
      if (errors[event.field] !== undefined) {
        const again = validateForm(
          context.items.filter((item) => item.id === event.field),
          values,
        ).errors[event.field];
        if (again === undefined) delete errors[event.field];
        else errors[event.field] = again;
      }
      return { values, errors };
    }),
    showErrors: assign(({ context }) => ({
      errors: validateForm(editedItems(context), context.values).errors,
      notice: 'table.edit.invalid' as const,
    })),
    refuseBusy: assign({ notice: 'table.edit.busy' as const }),
    clear: assign(() => noEdit()),
    dismissNotice: assign({ notice: undefined }),
  },
}).createMachine({
  id: 'tableRowEdit',
  context: ({ input }) => ({ items: input.items, ...noEdit() }),
  initial: 'idle',
  on: { 'NOTICE.DISMISS': { actions: 'dismissNotice' } },
  states: {
    idle: {
      on: { START: { target: 'editing', actions: 'begin' } },
    },
    editing: {
      on: {
        START: [
          { guard: 'isSameTarget' },
          { guard: 'isDirty', actions: 'refuseBusy' },
          { target: 'editing', reenter: true, actions: 'begin' },
        ],
        CHANGE: { actions: 'change' },
        SAVE: [{ guard: 'isValid', target: 'saving' }, { actions: 'showErrors' }],
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    saving: {
      entry: assign({ saveError: undefined, notice: undefined, errors: {} }),
      invoke: {
        src: 'saveRow',
        input: ({ context }) => ({
          key: context.rowKey ?? '',
          row: context.row ?? {},
          values: context.values,
        }),
        onDone: { target: 'idle', actions: 'clear' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            saveError: errorMessage(event.error),
            notice: 'table.edit.saveFailed' as const,
          })),
        },
      },
      on: { START: { actions: 'refuseBusy' } },
    },
  },
});

/** A row move planned by the sort renumbering rules: the new order and the writes (one per move). */
export interface RowMove<R extends SortEntry> {
  rows: R[];
  plan: SortPlan<R, R>;
}

/**
 * A drag or a keyboard move of one row (spec: sort renumbering): the moved row takes the midpoint of
 * its new neighbours (one write); when there is no integer room the list is renumbered.
 */
export function planRowMove<R extends SortEntry>(rows: readonly R[], from: number, to: number): RowMove<R> {
  const { next, plan } = planSortMove(rows, from, to);
  return { rows: next, plan };
}

/** The index a keyboard move goes to (ArrowUp/ArrowDown), or undefined at an end. */
export function keyboardMoveTarget(index: number, count: number, key: string): number | undefined {
  if (key === 'ArrowUp' && index > 0) return index - 1;
  if (key === 'ArrowDown' && index < count - 1) return index + 1;
  return undefined;
}

/** What both skins render for editable rows (desktop cells, mobile form sheet). */
export interface RowEditView {
  /** The key of the row in edit mode, if any. */
  editingKey: string | undefined;
  /** The single cell in edit mode (undefined when the whole row is). */
  editingField: string | undefined;
  /** The save is under way (inputs and buttons are disabled). */
  saving: boolean;
  values: FormValues;
  /** The first error of a field, for the cell's help text. */
  fieldError(field: string): string | undefined;
  /** The row's message (busy, invalid, save failed with the server's reason), translated. */
  notice: string | undefined;
  /** Whether the row (or its cell `field`) is in edit mode. */
  isEditing(key: string, field?: string): boolean;
  labels: { edit: string; save: string; cancel: string; saving: string; editRow(key: string): string };
  start(key: string, row: TableRow, field?: string): void;
  change(field: string, value: unknown): void;
  save(): void;
  cancel(): void;
  dismissNotice(): void;
}

/** The row editor's view model. */
export function connectRowEdit(
  snapshot: { context: RowEditContext; matches(state: 'idle' | 'editing' | 'saving'): boolean },
  send: (event: RowEditEvent) => void,
  env: ConnectEnv,
): RowEditView {
  const { context } = snapshot;
  const notice =
    context.notice === undefined
      ? undefined
      : context.notice === 'table.edit.saveFailed' && context.saveError !== undefined
        ? `${env.t('table.edit.saveFailed')}: ${context.saveError}`
        : env.t(context.notice);
  return {
    editingKey: context.rowKey,
    editingField: context.field,
    saving: snapshot.matches('saving'),
    values: context.values,
    fieldError: (field) => context.errors[field]?.[0],
    notice,
    isEditing: (key, field) =>
      context.rowKey === key &&
      (context.field === undefined || field === undefined || context.field === field),
    labels: {
      edit: env.t('table.edit.edit'),
      save: env.t('table.edit.save'),
      cancel: env.t('table.edit.cancel'),
      saving: env.t('table.edit.saving'),
      editRow: (key) => env.t('table.edit.row', { key }),
    },
    start: (key, row, field) => send({ type: 'START', key, row, field }),
    change: (field, value) => send({ type: 'CHANGE', field, value }),
    save: () => send({ type: 'SAVE' }),
    cancel: () => send({ type: 'CANCEL' }),
    dismissNotice: () => send({ type: 'NOTICE.DISMISS' }),
  };
}
