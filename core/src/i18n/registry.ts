import type { Locale, MessageSet } from './define';

// The messages loaded so far. A feature registers its set when its code loads (its `messages.ts`),
// so a page carries the texts of the widgets it uses and not the whole catalogue.
const loaded: Record<Locale, Record<string, string>> = { zh_CN: {}, en_US: {} };
const registeredSets = new WeakSet<object>();

/** Adds message sets to the loaded messages (a set registered twice is added once). */
export function registerMessages(...sets: MessageSet<string>[]): void {
  for (const set of sets) {
    if (registeredSets.has(set)) continue;
    registeredSets.add(set);
    Object.assign(loaded.zh_CN, set.zh_CN);
    Object.assign(loaded.en_US, set.en_US);
  }
}

/** The loaded template of `key` in `locale`, if any (own keys only). */
export function loadedMessage(locale: Locale, key: string): string | undefined {
  const messages = loaded[locale];
  return Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
}
