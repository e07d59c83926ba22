import { useMemo, useState } from 'react';
import { quickMenuTexts, quickMenuView, type QuickMenuAction, type QuickMenuView } from '../../quick-menu';
import { useLocale } from '../use-locale';

/** The quick menu's view model plus whether it is open. */
export interface QuickMenuState extends QuickMenuView {
  open: boolean;
  toggle(): void;
  close(): void;
}

/** The mobile quick-action floating menu (spec 2.3, 9): round, suite colours. */
export function useQuickMenu(actions: readonly QuickMenuAction[]): QuickMenuState {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return useMemo(
    () => ({
      ...quickMenuView(actions, (key) => quickMenuTexts.translate(locale, key)),
      open,
      toggle: () => setOpen((was) => !was),
      close: () => setOpen(false),
    }),
    [actions, locale, open],
  );
}
