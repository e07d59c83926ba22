// The entry starts the page's skin demo and the rest of the app together. Imported only by the
// root's lazy component, the skin began to load once everything else had loaded and run: a hop of
// seconds on `npm start`'s first visit (issue 41 item 13).
import { isMobilePath, loadDesktopDemo, loadMobileDemo } from './skin-demos';

// a failure shows where the root renders the skin
(isMobilePath(window.location.pathname) ? loadMobileDemo() : loadDesktopDemo()).catch(() => undefined);
void import('./start');
