// The demo's root: the suite's RootLayout, desktop on desktop paths and mobile under /mobile/...,
// with the demo modules, menu claims, page-wide widgets and the language switch.
import { SuiteConfigProvider as DesktopProvider, RootLayout as DesktopRootLayout } from '@suite-ui/desktop';
import { SuiteConfigProvider as MobileProvider, RootLayout as MobileRootLayout } from '@suite-ui/mobile';
import { useState } from 'react';
import { DesktopGlobals, MobileGlobals } from './globals';
import { LocaleSwitch } from './locale-switch';
import { FaultSwitch } from './fault-switch';
import { MobileOffer } from './mobile-offer';
import { ThemeSwitch, useDarkTheme } from './theme-switch';
import { VersionLink } from './version-link';
import { RepositoryLink } from './repository-link';
import { DesktopSideMenu, mountDemoMicroFrontend, renderEcode, useMenuClaims } from './menu';
import { desktopModules, desktopWidgets, mobileModules, mobileWidgets } from './modules';
import { demoHistory, usePathname } from './navigation';

// Where the bare entry paths lead.
const START_PAGES: Readonly<Record<string, string>> = {
  '/': '/showcase',
  '/mobile': '/mobile/showcase',
  '/mobile/': '/mobile/showcase',
};
const shell = { history: demoHistory };

function DesktopDemo() {
  const menuClaims = useMenuClaims();
  const dark = useDarkTheme();
  return (
    <DesktopProvider dark={dark}>
      <DesktopRootLayout
        modules={desktopModules}
        menuClaims={menuClaims}
        renderers={{ renderEcode, widgets: desktopWidgets, mountMicroFrontend: mountDemoMicroFrontend }}
        multiTab={{ menuOpenWay: 'multi' }}
        header={
          <>
            <span className="demo-header-brand">
              <strong className="demo-header-title">suite-ui</strong>
              <VersionLink />
              <RepositoryLink />
            </span>
            <MobileOffer />
            <FaultSwitch />
            <ThemeSwitch />
            <LocaleSwitch />
          </>
        }
        side={<DesktopSideMenu />}
        pageWidgets={<DesktopGlobals />}
        shell={shell}
      />
    </DesktopProvider>
  );
}

function MobileDemo() {
  const menuClaims = useMenuClaims();
  const dark = useDarkTheme();
  return (
    <MobileProvider dark={dark}>
      <div className="demo-mobile">
        <MobileRootLayout
          modules={mobileModules}
          menuClaims={menuClaims}
          renderers={{ renderEcode, widgets: mobileWidgets, mountMicroFrontend: mountDemoMicroFrontend }}
          navBar={{ right: <LocaleSwitch /> }}
          pageWidgets={<MobileGlobals />}
          shell={shell}
        />
      </div>
    </MobileProvider>
  );
}

export function DemoRoot() {
  useState(() => {
    const start = START_PAGES[demoHistory.location().split(/[?#]/)[0] ?? '/'];
    if (start) demoHistory.replace(start);
  });
  const pathname = usePathname();
  const mobile = pathname === '/mobile' || pathname.startsWith('/mobile/');
  return mobile ? <MobileDemo /> : <DesktopDemo />;
}
