import { useEffect, useState } from 'react';
import {
  connectForm,
  createFormServices,
  formActors,
  formMachine,
  formTexts,
  type FormCard,
  type FormDependency,
  type FormSaveResult,
  type FormServices,
  type FormSource,
  type FormStep,
  type FormValues,
  type FormView,
  type FormConversions,
  formValuesToQuery,
} from '../../form';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

/** Props both skins' `Form` and `DetailCard` take. */
export interface FormSkinProps {
  /** The layout and data shown at once (an in-page form). */
  card?: FormCard;
  /** A record whose layout and data are loaded from the backend (a detail card). */
  source?: FormSource;
  /** spec 4: most items read-only until picked. */
  hoverEdit?: boolean;
  /** spec 4: saving is refused while set. */
  lockSave?: boolean;
  /** spec 4: modules shown (a section of another module is hidden). */
  displayModules?: readonly string[];
  /** spec 5: validate hidden fields too. */
  includeHidden?: boolean;
  /**
   * Field dependencies (spec 3 `cascadeRules` as a typed API), read once at mount: a field's
   * value shows, hides, requires or fills others. Items may carry their own `cascadeRules` too.
   */
  dependencies?: readonly FormDependency[];
  /**
   * A step form (issue 38), read once at mount: each step a title and the ids of its fields. Next
   * and previous check the current step's fields; a failed submit opens the first step with an error.
   */
  steps?: readonly FormStep[];
  /**
   * Per-field value conversion, read once at mount: `load` turns a stored value into the edited one
   * when the card arrives, `submit` turns it back in what `onSubmit` and the save receive.
   */
  conversions?: FormConversions;
  /**
   * Mirrors the values of the fields that can travel in a link (text, numbers, choices, switches,
   * dates; never passwords, files or picked entries) to the page's query, so a shared link reopens
   * the same values. Values read back must fit their field's type; other keys are ignored.
   */
  syncToUrl?: boolean;
  /**
   * Focuses the first field once the form is ready (and on each step). Default false for an in-page
   * form; the modal, drawer and popup forms focus it on open.
   */
  autoFocusFirstField?: boolean;
  /** Saves the non-empty data (instead of the backend's save call). */
  onSubmit?: (data: FormValues) => Promise<FormSaveResult | void> | FormSaveResult | void;
  /** Every change of a field, with all values. */
  onChange?: (values: FormValues) => void;
  /** After a successful save, with the data saved. */
  onSaved?: (data: FormValues) => void;
  /** Replaces the IO (tests, hosts with their own transport). */
  services?: Partial<FormServices>;
  /** Stable test id of the root (default `form`). */
  'data-testid'?: string;
}

export interface UseFormProps extends FormSkinProps {
  platform: Platform;
}

/** Writes the mirrored fields to the page's query, keeping the rest of the address (issue 38). */
function mirrorToUrl(items: Parameters<typeof formValuesToQuery>[0], values: FormValues): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  const query = formValuesToQuery(items, values, search);
  const next = `${pathname}${query ? `?${query}` : ''}${hash}`;
  // replace, not push: typing is no history step
  if (next !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', next);
}

/** Holds the latest `onSubmit` for the save actor created at mount. */
class SubmitBridge {
  handler: FormSkinProps['onSubmit'];
  set(handler: FormSkinProps['onSubmit']): void {
    this.handler = handler;
  }
}

/**
 * A form or detail card's view model over core's form machine: the card is given (`card`) or
 * loaded (`source`), saved by `onSubmit` or the backend; spec 8 configuration errors go to the
 * console.
 */
export function useForm(props: UseFormProps): FormView {
  return useActorView(useFormHost(props), { platform: props.platform, messages: formTexts }, connectForm);
}

/** The running form machine of `useForm` and `useDetailCard`, with the props' IO and callbacks. */
export function useFormHost(props: UseFormProps) {
  const { platform, hoverEdit, lockSave, displayModules } = props;
  const [submit] = useState(() => new SubmitBridge());
  useEffect(() => submit.set(props.onSubmit));
  const [options] = useState(() => {
    // the backend's calls, or the host's replacements over them; a given onSubmit saves instead
    const services: FormServices = {
      ...createFormServices({ mobile: platform === 'mobile' }),
      ...props.services,
    };
    const source = props.source;
    return {
      input: {
        card: props.card,
        source,
        remote: source !== undefined && !props.onSubmit,
        hoverEdit,
        lockSave,
        displayModules,
        includeHidden: props.includeHidden,
        dependencies: props.dependencies,
        steps: props.steps,
        conversions: props.conversions,
        query: props.syncToUrl && typeof window !== 'undefined' ? window.location.search : undefined,
      },
      implementations: { actors: formActors(services, { source, submitHandler: () => submit.handler }) },
    };
  });
  const host = useMachineActor(formMachine, options);
  useActorEvent(host, 'change', (event) => {
    props.onChange?.(event.values);
    if (props.syncToUrl) mirrorToUrl(host.getSnapshot().context.items, event.values);
  });
  useActorEvent(host, 'saved', (event) => props.onSaved?.(event.data));
  // spec 8: a save without its record or module is a configuration error of the host
  useActorEvent(host, 'configError', (event) => console.error(event.message));
  useSyncToActor(host, hoverEdit ?? false, (enabled) => ({ type: 'HOVER_EDIT.SET' as const, enabled }));
  useSyncToActor(host, lockSave ?? false, (locked) => ({ type: 'LOCK_SAVE' as const, locked }));
  useSyncToActor(host, displayModules, (modules) => ({ type: 'DISPLAY_MODULES.SET' as const, modules }));
  return host;
}
