import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreLocale } from './locale-switch';
import { DemoRoot } from './root';
import './demo.css';

restoreLocale();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <DemoRoot />
  </StrictMode>,
);
