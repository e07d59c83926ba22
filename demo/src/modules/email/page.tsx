import { moduleTitle } from '@suite-ui/core';
import { useT, type ModulePageProps } from '@suite-ui/core/react';
import { ModuleFrame } from '../frame';

/** Mail: the module where the multi-tab layout never applies (spec 2.1). */
export default function EmailPage({ module, basePath }: ModulePageProps) {
  const t = useT();
  return (
    <ModuleFrame module={module} basePath={basePath} title={moduleTitle(module)}>
      <strong>{t('layout.demo.email.inbox')}</strong>
      <ul>
        <li>{t('layout.demo.email.welcome')}</li>
      </ul>
      <p>{t('layout.demo.email.noTabs')}</p>
    </ModuleFrame>
  );
}
