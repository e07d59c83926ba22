import { useState } from 'react';
import type { FormItem, FormValues } from '../../form';
import { tableTexts, type TableRow } from '../../table';
import { connectRowEdit, rowEditMachine, type RowEditView } from '../../table/table.row-edit';
import { createRowEditServices, rowEditActors } from '../../table/table.row-edit.service';
import type { Platform } from '../../shared/platform';
import { useActorView, useMachineActor } from '../machine';

export interface UseTableRowEditProps {
  /** The editable columns as form items: their `required` and `rules` validate a row before saving. */
  items: readonly FormItem[];
  /**
   * Saves a row; a rejection keeps the row in edit mode with its values and the error's message.
   * Read once when the table mounts (like the services of the other hooks).
   */
  onSaveRow: (row: TableRow, values: FormValues) => Promise<unknown>;
  platform?: Platform;
}

/** Editable rows of a table: one row or cell at a time, over core's row editor machine. */
export function useTableRowEdit({
  items,
  onSaveRow,
  platform = 'desktop',
}: UseTableRowEditProps): RowEditView {
  // the host's call is taken when the table mounts, as the other hooks take their services
  const [implementations] = useState(() => ({
    actors: rowEditActors(createRowEditServices({ onSaveRow })),
  }));
  const host = useMachineActor(rowEditMachine, { input: { items }, implementations });
  return useActorView(host, { platform, messages: tableTexts }, connectRowEdit);
}
