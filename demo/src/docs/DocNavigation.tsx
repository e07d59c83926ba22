import { useLayoutHost, useT } from '@suite-ui/core/react';
import { Breadcrumb } from 'antd';
import type { MouseEvent } from 'react';
import { kindOf, SHOWCASE_KINDS } from '../showcase/kinds';
import { showcases, type Showcase } from '../showcase/registry';

/** The widget pages in the sidebar's order: by kind, then as the registry lists them. */
export const pagesInOrder: readonly Showcase[] = SHOWCASE_KINDS.flatMap((kind) =>
  showcases.filter((showcase) => kindOf(showcase.feature) === kind),
);

/** The pages before and after a widget's page in the sidebar's order. */
export function neighbours(feature: string): { previous: Showcase | null; next: Showcase | null } {
  const index = pagesInOrder.findIndex((showcase) => showcase.feature === feature);
  if (index === -1) return { previous: null, next: null };
  return { previous: pagesInOrder[index - 1] ?? null, next: pagesInOrder[index + 1] ?? null };
}

const pathOf = (showcase: Showcase) => `/showcase/${showcase.feature}`;

/** Follows a link inside the layout without reloading the page (a new tab with a modifier key). */
function useNavigateLink(): (event: MouseEvent<HTMLAnchorElement>, to: string) => void {
  const host = useLayoutHost();
  return (event, to) => {
    if (!host || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    host.navigate(to);
  };
}

/** Home › kind › widget, above a widget's page. */
export function DocBreadcrumb({ showcase }: { showcase: Showcase }) {
  const t = useT();
  const follow = useNavigateLink();
  return (
    <Breadcrumb
      className="demo-doc__breadcrumb"
      data-testid="doc-breadcrumb"
      items={[
        {
          title: (
            <a href="/showcase" onClick={(event) => follow(event, '/showcase')}>
              {t('layout.demo.docs.home')}
            </a>
          ),
        },
        { title: t(`layout.demo.kind.${kindOf(showcase.feature)}` as const) },
        { title: showcase.title() },
      ]}
    />
  );
}

/** Links to the previous and the next widget page, below a widget's page. */
export function DocPager({ showcase }: { showcase: Showcase }) {
  const t = useT();
  const follow = useNavigateLink();
  const { previous, next } = neighbours(showcase.feature);
  return (
    <nav className="demo-doc__pager" aria-label={t('layout.demo.docs.pager')} data-testid="doc-pager">
      {previous ? (
        <a href={pathOf(previous)} rel="prev" onClick={(event) => follow(event, pathOf(previous))}>
          <small>{t('layout.demo.docs.previous')}</small>
          <span>{previous.title()}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a
          href={pathOf(next)}
          rel="next"
          className="demo-doc__pager-next"
          onClick={(event) => follow(event, pathOf(next))}
        >
          <small>{t('layout.demo.docs.next')}</small>
          <span>{next.title()}</span>
        </a>
      )}
    </nav>
  );
}
