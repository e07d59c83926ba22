import MoonOutlined from '@ant-design/icons/MoonOutlined';
import { browserStorage } from '@suite-ui/core/dom';
import { useT } from '@suite-ui/core/react';
import { useSyncExternalStore } from 'react';

/** The site's two themes; with no choice saved it follows the system's `prefers-color-scheme`. */
export type DemoTheme = 'light' | 'dark';

const STORAGE_KEY = 'suite-ui-demo:theme';
const storage = browserStorage();
const listeners = new Set<() => void>();
let current: DemoTheme = 'light';

function systemDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function chosenTheme(): DemoTheme {
  const saved = storage.get(STORAGE_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return systemDark() ? 'dark' : 'light';
}

// antd-mobile's dark mode is this attribute on <html> (its variables switch under it); the site's own
// chrome and the browser's scroll bars and form controls follow the same attribute and color-scheme.
function apply(theme: DemoTheme) {
  current = theme;
  const root = document.documentElement;
  root.setAttribute('data-prefers-color-scheme', theme);
  root.style.colorScheme = theme;
  listeners.forEach((listener) => listener());
}

/**
 * Applies the theme the visitor chose last time (or the system's), and follows a choice made in
 * another document of the site (the phone frame is an iframe of its own) and a change of the system
 * setting while no choice is saved.
 */
export function restoreTheme(): void {
  apply(chosenTheme());
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) apply(chosenTheme());
  });
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => apply(chosenTheme()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the site shows its dark theme; re-renders when it switches. */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => current === 'dark',
    () => false,
  );
}

/** The header's dark-theme switch: a toggle button, remembered in localStorage. */
export function ThemeSwitch() {
  const t = useT();
  const dark = useDarkTheme();
  const choose = () => {
    const next: DemoTheme = dark ? 'light' : 'dark';
    storage.set(STORAGE_KEY, next);
    apply(next);
  };
  return (
    <span className="demo-locale-switch">
      <button
        type="button"
        aria-pressed={dark}
        onClick={choose}
        title={t('layout.demo.themeHint')}
        data-testid="demo-theme-switch"
        className="demo-theme-switch"
      >
        <MoonOutlined aria-hidden className="demo-theme-switch__icon" />
        <span className="demo-theme-switch__label">{t('layout.demo.theme')}</span>
      </button>
    </span>
  );
}
