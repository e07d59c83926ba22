// Placeholder root of the demo until the root layout (issue 3) replaces it: desktop pages at
// /showcase/<feature>, mobile pages at /mobile/showcase/<feature>.
import { useT } from '@suite-ui/core/react';
import { SuiteConfigProvider as DesktopProvider } from '@suite-ui/desktop';
import { SuiteConfigProvider as MobileProvider } from '@suite-ui/mobile';
import { Layout, Menu, Result, Spin } from 'antd';
import { List, NavBar, SpinLoading } from 'antd-mobile';
import { Suspense } from 'react';
import { DesktopGlobals, MobileGlobals } from './globals';
import { LocaleSwitch } from './locale-switch';
import { navigate, usePathname } from './navigation';
import { findShowcase, showcases } from './showcase/registry';

function DesktopShell({ feature }: { feature: string | undefined }) {
  const t = useT();
  const showcase = findShowcase(feature) ?? (feature ? undefined : showcases[0]);
  return (
    <DesktopProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header className="demo-header">
          <strong>suite-ui</strong>
          <LocaleSwitch />
        </Layout.Header>
        <Layout>
          <Layout.Sider width={200} theme="light">
            <Menu
              mode="inline"
              selectedKeys={showcase ? [showcase.feature] : []}
              items={showcases.map((s) => ({ key: s.feature, label: s.title() }))}
              onClick={({ key }) => navigate(`/showcase/${key}`)}
            />
          </Layout.Sider>
          <Layout.Content style={{ padding: 24 }} data-testid="demo-content">
            {showcase ? (
              <Suspense fallback={<Spin />}>
                <showcase.Desktop />
              </Suspense>
            ) : (
              <Result status="404" title="404" subTitle={t('common.notFound')} />
            )}
          </Layout.Content>
        </Layout>
      </Layout>
      <DesktopGlobals />
    </DesktopProvider>
  );
}

function MobileShell({ feature }: { feature: string | undefined }) {
  const t = useT();
  const showcase = findShowcase(feature);
  return (
    <MobileProvider>
      <div className="demo-mobile">
        <NavBar
          back={showcase ? t('common.back') : null}
          onBack={() => navigate('/mobile/showcase')}
          right={<LocaleSwitch />}
        >
          {showcase ? showcase.title() : t('common.widgets')}
        </NavBar>
        <main data-testid="demo-content">
          {showcase ? (
            <Suspense fallback={<SpinLoading />}>
              <showcase.Mobile />
            </Suspense>
          ) : (
            <List header={t('common.widgets')}>
              {showcases.map((s) => (
                <List.Item key={s.feature} onClick={() => navigate(`/mobile/showcase/${s.feature}`)}>
                  {s.title()}
                </List.Item>
              ))}
            </List>
          )}
        </main>
      </div>
      <MobileGlobals />
    </MobileProvider>
  );
}

export function DemoRoot() {
  const pathname = usePathname();
  const segments = pathname.split('/').filter(Boolean);
  const mobile = segments[0] === 'mobile';
  const rest = mobile ? segments.slice(1) : segments;
  const feature = rest[0] === 'showcase' ? rest[1] : rest[0];
  return mobile ? <MobileShell feature={feature} /> : <DesktopShell feature={feature} />;
}
