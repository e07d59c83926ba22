import type { Locale } from './define';

type Listener = (locale: Locale) => void;

let current: Locale = 'zh_CN';
const listeners = new Set<Listener>();

/** The locale messages are shown in now (zh_CN until a host says otherwise). */
export function getLocale(): Locale {
  return current;
}

/** Switches the locale for every widget on the page. */
export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  for (const listener of [...listeners]) listener(locale);
}

/** Calls `listener` on every locale change; returns the unsubscribe function. */
export function subscribeLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Maps a browser or host language tag (zh-CN, zh_cn, en, en-GB ...) to a supported locale. */
export function toLocale(tag: string | null | undefined): Locale {
  const normal = (tag ?? '').replace('-', '_').toLowerCase();
  return normal.startsWith('en') ? 'en_US' : 'zh_CN';
}
