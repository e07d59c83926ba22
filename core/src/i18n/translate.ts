import type { MessageKey } from './catalogue';
import { commonMessages } from './catalogue/common';
import type { Locale, MessageSet } from './define';
import { getLocale } from './locale-store';
import { loadedMessage, registerMessages, warnWhenNotAvailable } from './registry';

// The shell's own texts (buttons, loading, empty states) are always there.
registerMessages(commonMessages);

/** Values put into a message's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

const placeholder = /\{(\w+)\}/g;

// A template split once into literal text (even indexes) and placeholder names (odd indexes):
// labels render on every frame of a list, so the split is cached rather than redone per call.
const compiled = new Map<string, string[]>();

function compile(template: string): string[] {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(placeholder);
    compiled.set(template, parts);
  }
  return parts;
}

/** Fills `{name}` placeholders; a placeholder with no value stays as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  const parts = compile(template);
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    out +=
      (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : `{${name}}`) +
      parts[i + 1];
  }
  return out;
}

/**
 * The message `key` in `locale`, placeholders filled. Falls back to zh_CN (a language whose pack
 * is not registered), then to the key itself when the feature's messages have not loaded (a bug the
 * registration tests guard against).
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  let template = loadedMessage(locale, key);
  if (template === undefined) {
    if (locale !== 'zh_CN') warnWhenNotAvailable(locale);
    template = loadedMessage('zh_CN', key) ?? key;
  }
  return interpolate(template, params);
}

/** The message `key` in the current locale, placeholders filled. */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(getLocale(), key, params);
}

/** True when `key` names a loaded message (for keys that arrive as data). */
export function isMessageKey(key: string): key is MessageKey {
  return loadedMessage('zh_CN', key) !== undefined;
}

/** A feature's handle on the catalogue, returned by `withMessages`. */
export interface FeatureMessages {
  t: typeof t;
  translate: typeof translate;
  /** Names one of the feature's keys; using it, like using t, keeps the registration in a bundle. */
  key<K extends MessageKey>(key: K): K;
}

/**
 * Registers a feature's messages and returns `t`, `translate` and `key` tied to that registration.
 * A feature exports these from its `messages.ts`: a bundler that keeps any of them must keep the
 * call, whereas a bare registration statement in a side-effect-free module can be dropped.
 */
export function withMessages(...sets: MessageSet<string>[]): FeatureMessages {
  registerMessages(...sets);
  return { t, translate, key: (key) => key };
}
