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
  /** A library reported the keys it would now show open: the one that changed is toggled. */
  change(next: readonly string[]): void;
}

/** A collapse's open panels (spec 2.3), toggled by the rules of core. */
export function useCollapse({
  panels,
  defaultOpen,
  accordion = false,
  onChange,
}: UseCollapseOptions): CollapseView {
  const [open, setOpen] = useState(() => initialCollapse(panels, defaultOpen, accordion));
  return useMemo(() => {
    const toggle = (key: string) => {
      const next = toggleCollapse(panels, open, key, accordion);
      setOpen(next);
      onChange?.(next);
    };
    return {
      panels: collapsePanels(panels, open),
      open,
      accordion,
      toggle,
      change: (next: readonly string[]) => {
        const key = [...next, ...open].find((k) => next.includes(k) !== open.includes(k));
        if (key !== undefined) toggle(key);
      },
    };
  }, [panels, open, accordion, onChange]);
}
