// The row editor's IO (one seam, issue 37): the host's save call for an edited row, and the row
// editor machine's actor over it. The hook only passes the host's call.
import { fromPromise } from 'xstate';
import type { FormValues } from '../form';
import type { TableRow } from './table.types';

/** The IO a row editor needs; `createRowEditServices` gives it from the host's save call. */
export interface RowEditServices {
  /** Saves a row; a rejection keeps the row in edit mode with its values and the error's message. */
  saveRow(row: TableRow, values: FormValues): Promise<unknown>;
}

/** Where a row editor's saves go. */
export interface RowEditServicesOptions {
  /** The host's save call for an edited row. */
  onSaveRow: (row: TableRow, values: FormValues) => Promise<unknown>;
}

/** The row editor's `RowEditServices` from the host's save call. */
export function createRowEditServices(options: RowEditServicesOptions): RowEditServices {
  return { saveRow: (row, values) => options.onSaveRow(row, values) };
}

/** The row editor machine's actors over `RowEditServices`. */
export function rowEditActors(services: RowEditServices) {
  return {
    saveRow: fromPromise<unknown, { key: string; row: TableRow; values: FormValues }>(({ input }) =>
      services.saveRow(input.row, input.values),
    ),
  };
}
