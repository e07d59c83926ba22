import { catalogue, type MessageKey } from './catalogue';
import type { Locale } from './define';
import { getLocale } from './locale-store';

/** Values put into a message's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

const placeholder = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder with no value stays as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(placeholder, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The message `key` in `locale`, placeholders filled. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogue[locale][key] ?? catalogue.zh_CN[key] ?? key;
  return interpolate(template, params);
}

/** The message `key` in the current locale, placeholders filled. */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(getLocale(), key, params);
}

/** True when `key` names a message of the catalogue (for keys that arrive as data). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogue.zh_CN, key);
}
