import { useLayoutHost, useT, type ModulePageProps } from '@suite-ui/core/react';
import { ErrorBlock, List, SpinLoading } from 'antd-mobile';
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
        <ErrorBlock status="empty" title="404" description={t('layout.demo.unknownFeature', { feature })} />
      )}
    </main>
  );
}
