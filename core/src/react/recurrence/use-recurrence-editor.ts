import {
  connectRecurrenceEditor,
  recurrenceEditorMachine,
  recurrenceTexts,
  type RecurrenceChange,
  type RecurrenceConfig,
  type RecurrenceEditorView,
  type WorkDayCalendar,
} from '../../recurrence';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

/** Options of `useRecurrenceEditor`. */
export interface UseRecurrenceEditorOptions {
  /** Controlled config; the editor follows it when it names a different rule. */
  value?: RecurrenceConfig;
  /** Starting config when uncontrolled (a daily rule from the next full hour when absent). */
  defaultValue?: RecurrenceConfig;
  /** Called after every edit with the clean config, its first message and its RRULE text. */
  onChange?: (config: RecurrenceConfig, change: RecurrenceChange) => void;
  /** The current time for the preview (`new Date()` by default). */
  now?: () => Date | string;
  /** How many occurrences the preview lists (default 5). */
  previewCount?: number;
  /** Rest days for the preview (weekends by default). */
  workDays?: WorkDayCalendar;
}

const systemNow = () => new Date();

/** The recurrence editor's view model: fields per frequency, messages and the live preview. */
export function useRecurrenceEditor(options: UseRecurrenceEditorOptions = {}): RecurrenceEditorView {
  const { value, defaultValue, onChange, now = systemNow, previewCount, workDays } = options;
  // a StrictMode remount starts a new actor; events reach whichever actor is live
  const host = useMachineActor(recurrenceEditorMachine, {
    input: { config: value ?? defaultValue, now, previewCount, workDays },
  });
  useActorEvent(host, 'change', (change) => onChange?.(change.config, change));
  // the machine ignores a value naming the rule it already holds (a host echoing onChange)
  useSyncToActor(host, value, (config) => (config ? { type: 'CONFIG.REPLACE' as const, config } : null));
  // connectRecurrenceEditor speaks the current locale itself; the env's locale (platform unused)
  // is what makes the view follow a language switch
  return useActorView(host, { platform: 'desktop', messages: recurrenceTexts }, connectEditor);
}

const connectEditor = (
  snapshot: Parameters<typeof connectRecurrenceEditor>[0],
  send: Parameters<typeof connectRecurrenceEditor>[1],
) => connectRecurrenceEditor(snapshot, send);
