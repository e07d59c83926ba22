import { useT, type ModulePageProps } from '@suite-ui/core/react';
import { Card, Result, Spin } from 'antd';
import { Suspense } from 'react';
import { findShowcase, showcases } from '../../showcase/registry';
import { DemoLink } from '../frame';

/** The showcase module (desktop): `/showcase/<feature>` shows that feature's desktop demo page. */
export default function DesktopShowcase({ subPath }: ModulePageProps) {
  const t = useT();
  const feature = subPath.split('/').find(Boolean);
  const showcase = findShowcase(feature);
  if (!feature) {
    return (
      <Card title={t('layout.demo.showcase.pick')} data-testid="demo-content">
        <ul>
          {showcases.map((s) => (
            <li key={s.feature}>
              <DemoLink to={`/showcase/${s.feature}`}>{s.title()}</DemoLink>
            </li>
          ))}
        </ul>
      </Card>
    );
  }
  return (
    <div data-testid="demo-content" data-feature={feature}>
      {showcase ? (
        <Suspense fallback={<Spin />}>
          <showcase.Desktop />
        </Suspense>
      ) : (
        <Result status="404" title="404" subTitle={t('layout.demo.unknownFeature', { feature })} />
      )}
    </div>
  );
}
