import { moduleTitle, type ActionOutcome, type LayoutAction } from '@suite-ui/core';
import { useLayoutHost, useT, type ModulePageProps } from '@suite-ui/core/react';
import { useState } from 'react';
import { DemoLink, ModuleFrame, useSkinPrefix } from '../frame';

// An address the layout must refuse (built from parts: lint forbids script URLs in source).
const UNSAFE_LINK = ['java', 'script:alert(document.domain)'].join('');

const describe = (outcome: ActionOutcome) => (outcome.ok ? 'ok' : outcome.reason);

/** Custom apps: the ecode claim, a /custom/ page, and layout actions (spec 4), unsafe ones refused. */
export default function CusappPage({ module, basePath }: ModulePageProps) {
  const t = useT();
  const host = useLayoutHost();
  const prefix = useSkinPrefix();
  const [outcome, setOutcome] = useState<string | null>(null);
  const run = (action: LayoutAction) => host && setOutcome(describe(host.dispatch(action)));
  return (
    <ModuleFrame module={module} basePath={basePath} title={moduleTitle(module)}>
      <strong>{t('layout.demo.cusapp.apps')}</strong>
      <ul>
        <li>
          <DemoLink to={`${prefix}/cusapp/board`} testId="cusapp-board-link">
            {t('layout.demo.cusapp.board')}
          </DemoLink>
        </li>
        <li>
          <DemoLink to={`${prefix}/cusapp/micro`} testId="cusapp-micro-link">
            {t('layout.demo.cusapp.micro')}
          </DemoLink>
        </li>
        <li>
          <DemoLink to="/custom/dashboard" testId="cusapp-custom-link">
            {t('layout.demo.cusapp.custom')}
          </DemoLink>
        </li>
      </ul>
      <strong>{t('layout.demo.cusapp.actions')}</strong>
      <div className="demo-module-actions">
        <button
          type="button"
          data-testid="action-push"
          onClick={() => run({ action: 'pushRoute', params: { path: `${prefix}/workflow` } })}
        >
          {t('layout.demo.cusapp.push')}
        </button>
        <button
          type="button"
          data-testid="action-unsafe"
          onClick={() => run({ action: 'openLink', params: { url: UNSAFE_LINK } })}
        >
          {t('layout.demo.cusapp.unsafe')}
        </button>
        <button
          type="button"
          data-testid="action-refresh"
          onClick={() => run({ action: 'refreshContent', params: { module: 'calendar' } })}
        >
          {t('layout.demo.cusapp.refresh')}
        </button>
      </div>
      {outcome && <p data-testid="action-outcome">{t('layout.demo.cusapp.outcome', { outcome })}</p>}
    </ModuleFrame>
  );
}
