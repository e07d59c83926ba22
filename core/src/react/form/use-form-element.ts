import { useEffect, useRef, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import type { FormView } from '../../form';
import { useForm, type UseFormProps } from './use-form';
import { useScrollToField } from './use-scroll-to-field';

/** What both skins spread on their `<form>` element. */
export interface FormElementProps {
  ref: RefObject<HTMLFormElement | null>;
  className: string;
  'data-testid': string;
  'data-status': FormView['status'];
  noValidate: true;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Enter in a single-line field submits (or moves to the next step). */
  onKeyDown(event: KeyboardEvent<HTMLFormElement>): void;
}

/** Single-line inputs where a user expects Enter to submit (as a browser's implicit submission). */
const SINGLE_LINE = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

/**
 * Whether Enter in `target` submits: a single-line text input, never a textarea, rich text
 * (contenteditable), a picker (a combobox, a control with a popup, anything inside an open one),
 * nor while an input method composes a word.
 */
export function entersSubmit(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented) return false;
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
  if (event.nativeEvent.isComposing || event.keyCode === 229) return false;
  const target = event.target;
  if (!(target instanceof HTMLInputElement)) return false;
  if (!SINGLE_LINE.has(target.type) || target.readOnly || target.disabled) return false;
  if (target.getAttribute('role') === 'combobox' || target.hasAttribute('aria-haspopup')) return false;
  return target.closest('[aria-expanded="true"]') === null;
}

const FOCUSABLE =
  'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex="0"], button:not([disabled])';

/** Focuses the first field's control inside `root` (the fields carry `data-field-id`). */
export function focusFirstField(root: HTMLElement | null): void {
  const first = root?.querySelector<HTMLElement>('[data-field-id]');
  first?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
}

/**
 * The form's view model and its `<form>` element's props: submit goes through core's validation
 * (never the browser's), a failed submit scrolls to the first field in error (spec 5), Enter in a
 * single-line field submits, and with `autoFocusFirstField` the first field takes the focus once
 * ready and on each step (issue 38).
 */
export function useFormElement(props: UseFormProps): { view: FormView; formProps: FormElementProps } {
  const view = useForm(props);
  const ref = useRef<HTMLFormElement>(null);
  useScrollToField(view.scrollRequest, ref);
  const autoFocus = props.autoFocusFirstField === true;
  const ready = view.status === 'ready';
  const step = view.stepForm?.current ?? 0;
  useEffect(() => {
    if (!autoFocus || !ready) return;
    const root = ref.current;
    focusFirstField(root);
    // a dialog moves the focus into itself as it opens: take it back once, after that
    const timer = setTimeout(() => {
      if (root && !root.contains(document.activeElement)) focusFirstField(root);
    }, 50);
    return () => clearTimeout(timer);
  }, [autoFocus, ready, step]);
  return {
    view,
    formProps: {
      ref,
      className: 'suite-form',
      'data-testid': props['data-testid'] ?? 'form',
      'data-status': view.status,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        view.submit();
      },
      onKeyDown: (event) => {
        if (!entersSubmit(event)) return;
        event.preventDefault();
        view.enter();
      },
    },
  };
}
