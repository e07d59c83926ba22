// What every demo module page shares: a heading, links through the layout, and the
// module-refresh button with the time the content mounted (to see a refresh happen).
import { useLayoutHost, useLayoutRefresh, useT } from '@suite-ui/core/react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import './modules.css';

/** The skin prefix of the current location (`/mobile` on the mobile shell). */
export function useSkinPrefix(): string {
  const location = useLayoutHost()?.location ?? '';
  return location === '/mobile' || location.startsWith('/mobile/') ? '/mobile' : '';
}

/** A link that navigates through the layout (no page load). */
export function DemoLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const host = useLayoutHost();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!host || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    host.navigate(to);
  };
  return (
    <a href={to} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}

export interface ModuleFrameProps {
  module: string;
  basePath: string;
  title: string;
  children: ReactNode;
}

/** A demo module page: title, content, and the module's mount time with a refresh button. */
export function ModuleFrame({ module, basePath, title, children }: ModuleFrameProps) {
  const t = useT();
  const refresh = useLayoutRefresh();
  const [mountedAt] = useState(() => new Date().toLocaleTimeString('en-GB'));
  const mobile = useSkinPrefix() === '/mobile';
  return (
    <section
      className={mobile ? 'demo-module demo-module-mobile' : 'demo-module'}
      data-testid={`module-${module}`}
      data-module={module}
    >
      <h2>{title}</h2>
      {children}
      <div className="demo-module-meta">
        <span data-testid="module-base-path">{t('layout.demo.basePath', { path: basePath })}</span>
        <span data-testid="module-mounted-at">{t('layout.demo.mountedAt', { time: mountedAt })}</span>
        <button type="button" onClick={() => refresh.refreshModule(module)} data-testid="module-refresh">
          {t('layout.demo.refreshModule')}
        </button>
      </div>
    </section>
  );
}
