// The demo on desktop paths: the desktop skin's RootLayout with the demo modules, menu claims,
// page-wide widgets and the header's switches. Loaded by the root only on those paths, so a desktop
// page never loads the mobile skin (nor a phone page the desktop one).
import { SuiteConfigProvider, RootLayout } from '@suite-ui/desktop';
import { FaultSwitch } from './fault-switch';
import { DesktopGlobals } from './globals/desktop';
import { LocaleSwitch } from './locale-switch';
import { DesktopSideMenu } from './menu';
import { mountDemoMicroFrontend, renderEcode, useMenuClaims } from './menu-claims';
import { MobileOffer } from './mobile-offer';
import { desktopModules, desktopWidgets } from './modules';
import { demoHistory } from './navigation';
import { RepositoryLink } from './repository-link';
import { ThemeSwitch, useDarkTheme } from './theme-switch';
import { VersionLink } from './version-link';

const shell = { history: demoHistory };

export default function DesktopDemo() {
  const menuClaims = useMenuClaims();
  const dark = useDarkTheme();
  return (
    <SuiteConfigProvider dark={dark}>
      <RootLayout
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
    </SuiteConfigProvider>
  );
}
