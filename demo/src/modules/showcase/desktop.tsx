import { useT, type ModulePageProps } from '@suite-ui/core/react';
import { Card, Result } from 'antd';
import { findShowcase, showcases } from '../../showcase/registry';
import { DocSections } from '../../docs/DocSections';
import { usePageTitle } from '../../docs/use-page-title';
import { DemoLink } from '../frame';

/**
 * The showcase module (desktop): `/showcase/<feature>` is that feature's documentation page, its live
 * desktop example first.
 */
export default function DesktopShowcase({ subPath }: ModulePageProps) {
  const t = useT();
  const feature = subPath.split('/').find(Boolean);
  const showcase = findShowcase(feature);
  usePageTitle(showcase?.title() ?? null);
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
        <DocSections showcase={showcase} />
      ) : (
        <Result status="404" title="404" subTitle={t('layout.demo.unknownFeature', { feature })} />
      )}
    </div>
  );
}
