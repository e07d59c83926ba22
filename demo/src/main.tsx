import { registerMessages } from '@suite-ui/core';
import { demoMessages } from '@suite-ui/core/site';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreLocale } from './locale-switch';
import { DemoRoot } from './root';
import './demo.css';

// The demo's own page texts; the widgets bring theirs when they load.
registerMessages(demoMessages);
restoreLocale();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <DemoRoot />
  </StrictMode>,
);
