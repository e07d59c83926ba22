import type { ModulePageProps } from '@suite-ui/core/react';
import { NotFound } from '@suite-ui/desktop';
import { findShowcase } from '../../showcase/registry';
import { DocSections } from '../../docs/DocSections';
import { HomePage } from '../../docs/HomePage';
import { usePageTitle } from '../../docs/use-page-title';

/**
 * The showcase module (desktop): `/showcase/<feature>` is that feature's documentation page, its live
 * desktop example first.
 */
export default function DesktopShowcase({ subPath }: ModulePageProps) {
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
        // the same not-found view as an unknown module's, so every missing page looks alike
        <NotFound pathname={`/showcase/${feature}`} />
      )}
    </div>
  );
}
