/** spec 9: animation 300 ms. */
export const COLLAPSE_ANIMATION_MS = 300;

/** One panel of a collapse. */
export interface CollapsePanel {
  key: string;
  title: string;
  disabled?: boolean;
}

/**
 * The open panels after the user toggles `key`: it closes if open, otherwise opens (alone in an
 * accordion). Disabled or unknown panels change nothing.
 */
export function toggleCollapse(
  panels: readonly CollapsePanel[],
  open: readonly string[],
  key: string,
  accordion = false,
): string[] {
  const panel = panels.find((p) => p.key === key);
  if (!panel || panel.disabled) return [...open];
  if (open.includes(key)) return open.filter((k) => k !== key);
  return accordion ? [key] : [...open, key];
}

/** The open keys a host asked for, kept to known panels (one at most in an accordion). */
export function initialCollapse(
  panels: readonly CollapsePanel[],
  open: readonly string[] | undefined,
  accordion = false,
): string[] {
  const known = (open ?? []).filter((key) => panels.some((p) => p.key === key && !p.disabled));
  return accordion ? known.slice(0, 1) : [...new Set(known)];
}

/** One panel as a skin renders it. */
export interface CollapsePanelView {
  key: string;
  title: string;
  open: boolean;
  disabled: boolean;
  testId: string;
}

/** The panels with their open flags. */
export function collapsePanels(
  panels: readonly CollapsePanel[],
  open: readonly string[],
): CollapsePanelView[] {
  return panels.map((p) => ({
    key: p.key,
    title: p.title,
    open: open.includes(p.key),
    disabled: p.disabled === true,
    testId: `collapse-panel-${p.key}`,
  }));
}
