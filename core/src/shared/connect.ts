import type { FeatureMessages, Locale, MessageKey, MessageParams } from '../i18n';
import type { Platform } from './platform';

/**
 * What every `connect()` needs besides the snapshot: texts in the locale being rendered, and the
 * platform whose rules apply. Passed in, never read from globals, so a hook re-connects exactly
 * when one of these changes.
 */
export interface ConnectEnv {
  locale: Locale;
  platform: Platform;
  /** The message `key` in `locale`, placeholders filled. */
  t(key: MessageKey, params?: MessageParams): string;
}

/**
 * The one shape of a feature's view-model function: a machine snapshot, the machine's `send`, and
 * the environment, to the `<Feature>View` both skins render.
 */
export type Connect<TSnapshot, TEvent, TView> = (
  snapshot: TSnapshot,
  send: (event: TEvent) => void,
  env: ConnectEnv,
) => TView;

/**
 * A `ConnectEnv` whose `t` is tied to the feature's own message registration (its `messages.ts`),
 * so a bundle that keeps the feature keeps its texts.
 */
export function connectEnv(messages: FeatureMessages, locale: Locale, platform: Platform): ConnectEnv {
  return { locale, platform, t: (key, params) => messages.translate(locale, key, params) };
}
