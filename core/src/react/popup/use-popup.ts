import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { connectPopup, popupMachine, popupTexts, type PopupInput, type PopupView } from '../../popup';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useMachineActor } from '../machine';
import { useLocale } from '../use-locale';

/** Options of `usePopup`; read once, when the popup mounts. */
export interface UsePopupOptions extends PopupInput {
  platform: Platform;
}

/** A popup's view model plus a callback ref for the trigger, which gets the focus back after Escape. */
export interface UsePopupResult {
  popup: PopupView;
  setTrigger: (node: HTMLElement | null) => void;
}

/** A popup (spec 4, 9): its visibility by trigger and delay, as both skins render it. */
export function usePopup(options: UsePopupOptions): UsePopupResult {
  const [settings] = useState(() => options);
  const host = useMachineActor(popupMachine, { input: settings });
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const locale = useLocale();
  const env = useMemo(() => connectEnv(popupTexts, locale, settings.platform), [locale, settings]);
  const triggerRef = useRef<HTMLElement | null>(null);
  useEffect(() => host.on('returnFocus', () => triggerRef.current?.focus()), [host]);
  const setTrigger = useCallback((node: HTMLElement | null) => {
    triggerRef.current = node;
  }, []);
  const popup = useMemo(() => connectPopup(snapshot, host.send, env), [snapshot, host, env]);
  return { popup, setTrigger };
}
