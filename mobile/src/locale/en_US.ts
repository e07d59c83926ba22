// English for the mobile skin: every widget's texts plus antd-mobile's own (its built-in language
// is Chinese), so a Chinese-only page never carries either.
import type { LocalePack } from '@suite-ui/core';
import { enUS as coreEnUS } from '@suite-ui/core/locale/en_US';
import antdMobileEnUS from 'antd-mobile/es/locales/en-US.js';

/** A locale pack of the mobile skin: core's texts and antd-mobile's locale for that language. */
export interface MobileLocalePack extends LocalePack {
  antdMobile: typeof antdMobileEnUS;
}

/** English for `SuiteConfigProvider locales={[enUS]}` (or `registerLocale(enUS)`). */
export const enUS: MobileLocalePack = { ...coreEnUS, antdMobile: antdMobileEnUS };

export default enUS;
