import type { RecurrenceErrorKey, RecurrenceField } from './recurrence.logic';
import type { RecurrenceConfig, WorkDayCalendar } from './recurrence.types';

/** What a host gives the recurrence editor. */
export interface RecurrenceEditorInput {
  /** The config to start from; a daily rule from the next full hour when absent. */
  config?: RecurrenceConfig;
  /** The current time (a Date, or a `YYYY-MM-DD HH:mm:ss` local value): the preview lists what comes after it. */
  now: () => Date | string;
  /** How many occurrences the preview lists (default 5). */
  previewCount?: number;
  /** Rest days for the preview; weekends when absent. */
  workDays?: WorkDayCalendar;
}

export interface RecurrenceEditorContext {
  /** The draft: every field the user set, also those the current frequency ignores. */
  config: RecurrenceConfig;
  /** Fields the user changed or left: their messages show. */
  touched: RecurrenceField[];
  /** Set by a validation request: every message shows. */
  validated: boolean;
  now: () => Date | string;
  previewCount: number;
  workDays: WorkDayCalendar | undefined;
}

export type RecurrenceEditorEvent =
  | { type: 'FIELD.CHANGE'; field: RecurrenceField; value: unknown }
  | { type: 'FIELD.BLUR'; field: RecurrenceField }
  | { type: 'EDITOR.VALIDATE' }
  | { type: 'CONFIG.REPLACE'; config: RecurrenceConfig };

/** Emitted after every edit: the clean config and whether it is complete. */
export interface RecurrenceChange {
  type: 'change';
  config: RecurrenceConfig;
  /** The first scheduling message (spec 5), null when complete. */
  error: RecurrenceErrorKey | null;
  /** The iCalendar rule when complete. */
  rrule: string | null;
}
