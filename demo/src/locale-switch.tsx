import { LOCALES, setLocale, type Locale } from '@suite-ui/core';
import { browserStorage } from '@suite-ui/core/dom';
import { useLocale } from '@suite-ui/core/react';
import { useEffect } from 'react';

const STORAGE_KEY = 'suite-ui-demo:locale';
const names: Record<Locale, string> = { zh_CN: '中文', en_US: 'English' };
// the page's language for screen readers, spell checkers and fonts
const htmlLang: Record<Locale, string> = { zh_CN: 'zh-CN', en_US: 'en' };
const storage = browserStorage();

function isLocale(value: string | null): value is Locale {
  return value !== null && (LOCALES as readonly string[]).includes(value);
}

/**
 * Restores the language the visitor chose last time, and follows a choice made in another document
 * of the site from then on: the documentation's phone frame is a page of its own (an iframe), so a
 * switch in the page around it reaches it as a storage event, and a switch inside it reaches the page.
 */
export function restoreLocale(): void {
  const saved = storage.get(STORAGE_KEY);
  if (isLocale(saved)) setLocale(saved);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY && isLocale(event.newValue)) setLocale(event.newValue);
  });
}

function choose(locale: Locale) {
  storage.set(STORAGE_KEY, locale);
  setLocale(locale);
}

/** The demo's language switch: a plain segmented pair of buttons that works in both skins. */
export function LocaleSwitch() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = htmlLang[locale];
  }, [locale]);
  return (
    <span role="group" aria-label="language" data-testid="locale-switch" className="demo-locale-switch">
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={l === locale}
          onClick={() => choose(l)}
          data-testid={`locale-${l}`}
        >
          {names[l]}
        </button>
      ))}
    </span>
  );
}
