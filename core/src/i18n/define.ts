/** The locales every user-facing message exists in. zh_CN is the default. */
export type Locale = 'zh_CN' | 'en_US';

export const LOCALES: readonly Locale[] = ['zh_CN', 'en_US'];

/**
 * One feature's messages. zh_CN, the suite's default language, loads with the feature's code; the
 * other languages come in locale packs (`@suite-ui/core/locale/en_US`), so a page pays only for the
 * languages its host ships. A set may carry en_US itself (the documentation site's texts do).
 */
export interface MessageSet<K extends string> {
  zh_CN: Record<K, string>;
  en_US?: Record<K, string>;
}

/** The keys of a message set. */
export type MessageSetKey<S> = S extends { zh_CN: Record<infer K, string> } ? K : never;

/** Declares a feature's messages; an en_US given here must carry exactly the keys zh_CN has. */
export function defineMessages<K extends string>(messages: MessageSet<K>): MessageSet<K> {
  return messages;
}

/**
 * Declares the translation of a feature's set (`typeof fooMessages`) for a locale pack: exactly
 * the set's keys, checked by the type system, so a new zh_CN text cannot ship untranslated.
 */
export function defineTranslation<S extends MessageSet<string>>(
  messages: Record<MessageSetKey<S>, string>,
): Record<MessageSetKey<S>, string> {
  return messages;
}

/**
 * A language's texts for every widget. A host that shows that language registers it once
 * (`registerLocale`, or the skins' `SuiteConfigProvider locales`); skins extend it with their UI
 * library's locale (the mobile pack carries antd-mobile's).
 */
export interface LocalePack {
  locale: Locale;
  messages: Readonly<Record<string, string>>;
}
