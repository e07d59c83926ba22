import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormValues } from '../../form';
import type { FormSkinProps, UseFormProps } from './use-form';
import { useFormElement } from './use-form-element';

/** Props both skins' modal, drawer and popup forms take besides the form's own. */
export interface OverlayFormProps extends FormSkinProps {
  /** Opens the form when set (controlled); leave out to let the trigger open it. */
  open?: boolean;
  /** The form opens or closes (the trigger, a successful submit, a confirmed close). */
  onOpenChange?: (open: boolean) => void;
}

/** The open state of a modal, drawer or popup form and its close rules (issue 38). */
export interface OverlayFormState {
  open: boolean;
  /** Opens the form (the trigger). */
  show(): void;
  /** A close asked by the user: at once when nothing changed, else after a confirm. */
  requestClose(): void;
  /** The "discard unsaved changes?" confirm is shown. */
  confirming: boolean;
  keepEditing(): void;
  /** Closes without saving (the confirm's discard). */
  discard(): void;
  /** The form inside reports whether its values changed. */
  reportDirty(dirty: boolean): void;
  /** A successful save: tells the host, then closes (a failed one keeps the form open as it is). */
  saved(data: FormValues): void;
}

/**
 * The open state both skins' overlay forms share: a trigger opens it, a successful submit closes
 * it, and closing a changed form asks first. The form inside mounts on open, so a reopened form
 * starts from the host's values.
 */
export function useOverlayForm(
  props: Pick<OverlayFormProps, 'open' | 'onOpenChange' | 'onSaved'>,
): OverlayFormState {
  const { open, onOpenChange, onSaved } = props;
  const [own, setOwn] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const dirty = useRef(false);
  const setOpen = useCallback(
    (next: boolean) => {
      if (!next) {
        dirty.current = false;
        setConfirming(false);
      }
      setOwn(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const reportDirty = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  return {
    open: open ?? own,
    show: () => setOpen(true),
    requestClose: () => (dirty.current ? setConfirming(true) : setOpen(false)),
    confirming,
    keepEditing: () => setConfirming(false),
    discard: () => setOpen(false),
    reportDirty,
    saved: (data) => {
      onSaved?.(data);
      setOpen(false);
    },
  };
}

/**
 * The form inside a modal, drawer or popup form, for both skins: the form element's view and
 * props, with its changes reported to the overlay (a changed form asks before closing) and a
 * successful save closing it.
 */
export function useOverlayFormElement(props: UseFormProps, overlay: OverlayFormState) {
  const element = useFormElement({ ...props, onSaved: overlay.saved });
  const { reportDirty } = overlay;
  const { dirty } = element.view;
  useEffect(() => reportDirty(dirty), [reportDirty, dirty]);
  return element;
}
