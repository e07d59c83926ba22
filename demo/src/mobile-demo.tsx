// The demo under /mobile/...: the mobile skin's RootLayout with the demo modules, menu claims,
// page-wide widgets and the language switch (loaded by the root only on those paths).
import { SuiteConfigProvider, RootLayout } from '@suite-ui/mobile';
import { MobileGlobals } from './globals/mobile';
import { LocaleSwitch } from './locale-switch';
import { mountDemoMicroFrontend, renderEcode, useMenuClaims } from './menu-claims';
import { mobileModules, mobileWidgets } from './modules';
import { demoHistory } from './navigation';
import { useDarkTheme } from './theme-switch';

const shell = { history: demoHistory };

export default function MobileDemo() {
  const menuClaims = useMenuClaims();
  const dark = useDarkTheme();
  return (
    <SuiteConfigProvider dark={dark}>
      <div className="demo-mobile">
        <RootLayout
          modules={mobileModules}
          menuClaims={menuClaims}
          renderers={{ renderEcode, widgets: mobileWidgets, mountMicroFrontend: mountDemoMicroFrontend }}
          navBar={{ right: <LocaleSwitch /> }}
          pageWidgets={<MobileGlobals />}
          shell={shell}
        />
      </div>
    </SuiteConfigProvider>
  );
}
