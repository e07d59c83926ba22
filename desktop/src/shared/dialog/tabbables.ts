const CANDIDATES = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'iframe',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

/**
 * The elements Tab reaches inside `container`, in order (tabindex 0 and natural order; positive
 * tabindex is not used in this library). Run on a Tab key only, never on opening.
 */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLInputElement).disabled &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      !el.closest('[inert]') &&
      // laid out (not inside display: none); jsdom lays nothing out and lacks checkVisibility
      (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/**
 * Tab and Shift+Tab wrap around the elements Tab reaches inside `container` (a dialog, a popup),
 * so the focus stays in it until it closes.
 */
export function wrapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
): void {
  if (event.key !== 'Tab') return;
  const all = tabbables(container);
  const first = all[0];
  const last = all[all.length - 1];
  const active = container.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
