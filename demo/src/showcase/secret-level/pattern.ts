import type { Locale } from '@suite-ui/core';

/**
 * The validity-period format a module might configure, in the reader's language: people type the
 * period in their own words ("10年", "10 years"), so the example's format follows the language.
 */
export function periodPattern(locale: Locale): string {
  return locale === 'zh_CN' ? '^\\d+(年|个月)$' : '^\\d+ ?(years?|months?)$';
}
