// The browser side of the desktop page: hydrates every box the server rendered, one root per widget,
// and reports React's recoverable errors (hydration mismatches) to the console with the widget's name.
import * as skin from '@suite-ui/desktop';
import { hydrateRoot } from 'react-dom/client';
import { widgetElement } from './widgets';

for (const box of document.querySelectorAll<HTMLElement>('[data-widget]')) {
  const name = box.dataset.widget as string;
  hydrateRoot(box, widgetElement(skin, name), {
    onRecoverableError: (error) => console.error(`hydration of ${name}: ${String(error)}`),
  });
}
(window as { hydrated?: boolean }).hydrated = true;
