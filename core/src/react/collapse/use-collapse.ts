import { useMemo, useState } from 'react';
import {
  collapsePanels,
  initialCollapse,
  toggleCollapse,
  type CollapsePanel,
  type CollapsePanelView,
} from '../../collapse';

/** Options of `useCollapse`. */
export interface UseCollapseOptions {
  panels: readonly CollapsePanel[];
  /** Keys open at first. */
  defaultOpen?: readonly string[];
  /** One panel open at a time. */
  accordion?: boolean;
  onChange?: (open: string[]) => void;
}

/** What a skin renders for a collapse. */
export interface CollapseView {
  panels: CollapsePanelView[];
  open: string[];
  accordion: boolean;
  /** The user toggled a panel's header. */
  toggle(key: string): void;
}

/** A collapse's open panels (spec 2.3), toggled by the rules of core. */
export function useCollapse({
  panels,
  defaultOpen,
  accordion = false,
  onChange,
}: UseCollapseOptions): CollapseView {
  const [open, setOpen] = useState(() => initialCollapse(panels, defaultOpen, accordion));
  return useMemo(
    () => ({
      panels: collapsePanels(panels, open),
      open,
      accordion,
      toggle: (key: string) => {
        const next = toggleCollapse(panels, open, key, accordion);
        setOpen(next);
        onChange?.(next);
      },
    }),
    [panels, open, accordion, onChange],
  );
}
