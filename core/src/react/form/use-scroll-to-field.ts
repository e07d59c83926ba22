import { useEffect, type RefObject } from 'react';
import type { ScrollRequest } from '../../form';

/**
 * spec 5: on a failed submit the first error field scrolls into view (its group is already open
 * in the view model) and takes the focus. Fields are found by `data-field-id` inside `root`.
 */
export function useScrollToField(
  request: ScrollRequest | undefined,
  root: RefObject<HTMLElement | null>,
): void {
  const seq = request?.seq;
  const field = request?.field;
  useEffect(() => {
    if (seq === undefined || !field || !root.current) return;
    const target = Array.from(root.current.querySelectorAll<HTMLElement>('[data-field-id]')).find(
      (element) => element.dataset.fieldId === field,
    );
    if (!target) return;
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    const focusable = target.querySelector<HTMLElement>(
      'input:not([type=hidden]), textarea, [tabindex="0"], button',
    );
    focusable?.focus({ preventScroll: true });
  }, [seq, field, root]);
}
