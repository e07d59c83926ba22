// The app's start: the texts and language packs, the saved language and theme, then the root.
import { registerLocale, registerMessages } from '@suite-ui/core';
import { demoMessages } from '@suite-ui/core/site';
import { enUS as desktopEnUS } from '@suite-ui/desktop/locale/en_US';
import { enUS as mobileEnUS } from '@suite-ui/mobile/locale/en_US';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreLocale } from './locale-switch';
import { restoreTheme } from './theme-switch';
import { DemoRoot } from './root';
import './demo.css';

// The demo's own page texts; the widgets bring theirs when they load.
registerMessages(demoMessages);
// the site switches between both languages, in both skins
registerLocale(desktopEnUS);
registerLocale(mobileEnUS);
restoreLocale();
restoreTheme();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <DemoRoot />
  </StrictMode>,
);
