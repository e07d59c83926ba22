// The demo's root: the suite's RootLayout, desktop on desktop paths and mobile under /mobile/...
// Each skin's demo loads on its own paths only: a desktop page loads neither the mobile skin nor
// antd-mobile (in `npm start` each skin is one pre-bundled module of every widget, with antd or
// antd-mobile whole beside it: issue 41 item 13).
import { lazy, Suspense, useState } from 'react';
import { demoHistory, usePathname } from './navigation';
import { isMobilePath, loadDesktopDemo, loadMobileDemo } from './skin-demos';

const DesktopDemo = lazy(loadDesktopDemo);
const MobileDemo = lazy(loadMobileDemo);

// Where the bare entry paths lead.
const START_PAGES: Readonly<Record<string, string>> = {
  '/': '/showcase',
  '/mobile': '/mobile/showcase',
  '/mobile/': '/mobile/showcase',
};

export function DemoRoot() {
  useState(() => {
    const start = START_PAGES[demoHistory.location().split(/[?#]/)[0] ?? '/'];
    if (start) demoHistory.replace(start);
  });
  const pathname = usePathname();
  return <Suspense>{isMobilePath(pathname) ? <MobileDemo /> : <DesktopDemo />}</Suspense>;
}
