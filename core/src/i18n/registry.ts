import type { Locale, LocalePack, MessageSet } from './define';

// The messages loaded so far. A feature registers its set when its code loads (its `messages.ts`),
// so a page carries the texts of the widgets it uses and not the whole catalogue; another language
// arrives as a whole locale pack, only on pages whose host ships it.
const loaded: Record<Locale, Record<string, string>> = { zh_CN: {}, en_US: {} };
const registeredSets = new WeakSet<object>();
const registeredPacks = new WeakSet<LocalePack>();
const packs = new Map<Locale, LocalePack>();

/** Adds message sets to the loaded messages (a set registered twice is added once). */
export function registerMessages(...sets: MessageSet<string>[]): void {
  for (const set of sets) {
    if (registeredSets.has(set)) continue;
    registeredSets.add(set);
    Object.assign(loaded.zh_CN, set.zh_CN);
    if (set.en_US) Object.assign(loaded.en_US, set.en_US);
  }
}

/**
 * Makes a language available to every widget: `registerLocale(enUS)` with the pack from
 * `@suite-ui/core/locale/en_US` (or a skin's own pack). Registering the same pack again is free.
 */
export function registerLocale(pack: LocalePack): void {
  if (registeredPacks.has(pack)) return;
  registeredPacks.add(pack);
  Object.assign(loaded[pack.locale], pack.messages);
  // the skins' additions (antd-mobile's locale) add up, whichever pack of the language came first
  packs.set(pack.locale, { ...packs.get(pack.locale), ...pack, messages: loaded[pack.locale] });
}

/** Every pack registered for `locale`, merged (skins read their UI library's locale from it). */
export function localePack(locale: Locale): LocalePack | undefined {
  return packs.get(locale);
}

/** True when `locale` can be shown: zh_CN always, another language once its pack is registered. */
export function isLocaleAvailable(locale: Locale): boolean {
  return locale === 'zh_CN' || packs.has(locale);
}

const warned = new Set<Locale>();

/**
 * Says once, to the developer, that `locale` is shown without its pack (widgets fall back to zh_CN).
 * Called when a text is asked for, so registering the pack after `setLocale` is fine.
 */
export function warnWhenNotAvailable(locale: Locale): void {
  if (isLocaleAvailable(locale) || warned.has(locale)) return;
  warned.add(locale);
  console.warn(
    `suite-ui: no ${locale} texts are registered, so widgets show zh_CN. Pass the language's pack ` +
      `to SuiteConfigProvider locales (or registerLocale): import { enUS } from '@suite-ui/desktop/locale/${locale}'.`,
  );
}

/** The loaded template of `key` in `locale`, if any (own keys only). */
export function loadedMessage(locale: Locale, key: string): string | undefined {
  const messages = loaded[locale];
  return Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
}
