import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  connectRecurrenceEditor,
  recurrenceEditorMachine,
  type RecurrenceChange,
  type RecurrenceConfig,
  type RecurrenceEditorView,
  type WorkDayCalendar,
} from '../../recurrence';
import { useLocale } from '../use-locale';

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
  const locale = useLocale();
  const actor = useActorRef(recurrenceEditorMachine, {
    input: { config: value ?? defaultValue, now, previewCount, workDays },
  });
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const subscription = actor.on('change', (change) => onChangeRef.current?.(change.config, change));
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    // the machine ignores a value naming the rule it already holds (a host echoing onChange)
    if (value) actor.send({ type: 'CONFIG.REPLACE', config: value });
  }, [actor, value]);
  const snapshot = useSelector(actor, (state) => state);
  // locale is a dependency so labels, messages and the sentence follow a language switch
  return useMemo(() => connectRecurrenceEditor(snapshot, actor.send), [snapshot, actor, locale]); // eslint-disable-line react-hooks/exhaustive-deps
}
