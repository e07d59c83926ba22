import { useLayoutHost, useT, type ModulePageProps } from '@suite-ui/core/react';
import { NotFound } from '@suite-ui/mobile';
import { List, SpinLoading } from 'antd-mobile';
import { Suspense } from 'react';
import { usePageTitle } from '../../docs/use-page-title';
import { findShowcase, showcases } from '../../showcase/registry';

/** The showcase module (mobile): `/mobile/showcase/<feature>` shows that feature's mobile demo page. */
export default function MobileShowcase({ subPath }: ModulePageProps) {
  const t = useT();
  const host = useLayoutHost();
  const feature = subPath.split('/').find(Boolean);
  const showcase = findShowcase(feature);
  usePageTitle(showcase?.title() ?? null);
  if (!feature) {
    return (
      <main data-testid="demo-content" className="demo-mobile-page">
        <List header={t('layout.demo.showcase.pick')}>
          {showcases.map((s) => (
            <List.Item key={s.feature} onClick={() => host?.navigate(`/mobile/showcase/${s.feature}`)}>
              {s.title()}
            </List.Item>
          ))}
        </List>
      </main>
    );
  }
  return (
    <main data-testid="demo-content" data-feature={feature} className="demo-mobile-page">
      {showcase ? (
        <Suspense fallback={<SpinLoading />}>
          <showcase.Mobile />
        </Suspense>
      ) : (
        // the same not-found view as an unknown module's, so every missing page looks alike
        <NotFound pathname={`/mobile/showcase/${feature}`} />
      )}
    </main>
  );
}
