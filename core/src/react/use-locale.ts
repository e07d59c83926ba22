import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import {
  applyDayjsLocale,
  getLocale,
  localePack,
  registerLocale,
  subscribeLocale,
  translate,
  type Locale,
  type LocalePack,
  type MessageKey,
  type MessageParams,
} from '../i18n';

/** The current locale; components re-render when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}

/** `t()` bound to the current locale: the calling component re-renders on a language switch. */
export function useT(): (key: MessageKey, params?: MessageParams) => string {
  const locale = useLocale();
  return useCallback((key: MessageKey, params?: MessageParams) => translate(locale, key, params), [locale]);
}

/**
 * The current locale, with dayjs switched to it before children paint. Used by both skins'
 * config providers so antd's and antd-mobile's pickers show month and weekday names to match.
 */
export function useLocaleWithDayjs(): Locale {
  const locale = useLocale();
  applyDayjsLocale(locale); // synchronously too, so the first render already formats right
  useLayoutEffect(() => applyDayjsLocale(locale), [locale]);
  return locale;
}

/**
 * The skins' config providers: registers the host's language packs (during render, so the first
 * render and the server's have their texts), then gives the current locale with dayjs switched to
 * it and that locale's merged pack (where a skin finds its UI library's locale).
 */
export function useLocalePacks(packs: readonly LocalePack[] = []): {
  locale: Locale;
  pack: LocalePack | undefined;
} {
  for (const pack of packs) registerLocale(pack);
  const locale = useLocaleWithDayjs();
  return { locale, pack: localePack(locale) };
}
