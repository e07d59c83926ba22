// The demo's menu claims (spec 2.1): entries rendered by custom logic (ecode) or by the host's
// micro-frontend mount function, for both skins.
import { t as translate, type RouteClaim } from '@suite-ui/core';
import type { MicroMount } from '@suite-ui/core/dom';
import { useLocale, useT, type EcodeRequest } from '@suite-ui/core/react';
import { useMemo } from 'react';

/** Menu claims: the custom-apps board is rendered by custom logic (ecode), the micro page by the host's mount function. */
export function useMenuClaims(): RouteClaim[] {
  const locale = useLocale();
  return useMemo(
    () => [
      {
        id: 'cusapp-board',
        path: '/cusapp/board',
        ecodeComponentProps: { appId: 'demo-board', compName: 'Board' },
        name: translate('layout.demo.cusapp.board'),
      },
      {
        id: 'cusapp-micro',
        path: '/cusapp/micro',
        qiankunProps: {
          name: 'demo-micro',
          entry: '/layout-demo/micro-entry.js',
          baseroute: '/cusapp/micro',
        },
        name: translate('layout.demo.cusapp.micro'),
      },
    ],
    // the claims' names follow the language
    [locale], // eslint-disable-line react-hooks/exhaustive-deps
  );
}

/** The demo's stand-in for customer-supplied custom logic (ecode). */
export function renderEcode(request: EcodeRequest) {
  return <EcodePage request={request} />;
}

function EcodePage({ request }: { request: EcodeRequest }) {
  const t = useT();
  return (
    <section className="demo-module" data-testid="ecode-page" data-app-id={request.appId ?? ''}>
      <h2>{request.compName ?? 'ecode'}</h2>
      <p>{t('layout.demo.ecode', { path: request.path })}</p>
    </section>
  );
}

/**
 * The demo's micro-frontend mount function: where a host plugs in qiankun's `loadMicroApp` or
 * micro-app's `renderApp` (see desktop/src/layout/README.md). This one renders a line of DOM.
 */
export const mountDemoMicroFrontend: MicroMount = (container, target) => {
  const app = document.createElement('p');
  app.dataset.testid = 'demo-micro';
  app.textContent = translate('layout.demo.micro', { name: target.name, entry: target.entry });
  container.append(app);
  return () => app.remove();
};
