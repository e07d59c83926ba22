import { useT, type ModulePageProps } from '@suite-ui/core/react';
import { Result } from 'antd';
import { findShowcase } from '../../showcase/registry';
import { DocSections } from '../../docs/DocSections';
import { HomePage } from '../../docs/HomePage';
import { usePageTitle } from '../../docs/use-page-title';

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
      <div data-testid="demo-content">
        <HomePage />
      </div>
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
