/** The locales every user-facing message exists in. zh_CN is the default. */
export type Locale = 'zh_CN' | 'en_US';

export const LOCALES: readonly Locale[] = ['zh_CN', 'en_US'];

/** One feature's messages: the same keys in every locale, checked by the type system. */
export interface MessageSet<K extends string> {
  zh_CN: Record<K, string>;
  en_US: Record<K, string>;
}

/** Declares a feature's messages; en_US must carry exactly the keys zh_CN has. */
export function defineMessages<K extends string>(messages: MessageSet<K>): MessageSet<K> {
  return messages;
}
