import { moduleTitle } from '@suite-ui/core';
import { useT, type ModulePageProps } from '@suite-ui/core/react';
import { DemoLink, ModuleFrame, useSkinPrefix } from '../frame';

/** Documents: a list and the legacy page a plugin claims as an iframe. */
export default function DocumentPage({ module, basePath }: ModulePageProps) {
  const t = useT();
  const prefix = useSkinPrefix();
  return (
    <ModuleFrame module={module} basePath={basePath} title={moduleTitle(module)}>
      <strong>{t('layout.demo.document.list')}</strong>
      <ul>
        <li>{t('layout.demo.document.plan')}</li>
        <li>
          <DemoLink to={`${prefix}/document/legacy-report`} testId="document-legacy-link">
            {t('layout.demo.document.legacy')}
          </DemoLink>
        </li>
      </ul>
    </ModuleFrame>
  );
}
