import { LOCALES, setLocale, type Locale } from '@suite-ui/core';
import { browserStorage } from '@suite-ui/core/dom';
import { useLocale } from '@suite-ui/core/react';
import { useEffect } from 'react';

const STORAGE_KEY = 'suite-ui-demo:locale';
const names: Record<Locale, string> = { zh_CN: '中文', en_US: 'English' };
// the page's language for screen readers, spell checkers and fonts
const htmlLang: Record<Locale, string> = { zh_CN: 'zh-CN', en_US: 'en' };
const storage = browserStorage();

/** Restores the language the visitor chose last time. */
export function restoreLocale(): void {
  const saved = storage.get(STORAGE_KEY);
  if (saved && (LOCALES as readonly string[]).includes(saved)) setLocale(saved as Locale);
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
