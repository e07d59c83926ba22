import type { BreadcrumbProps } from '@suite-ui/core/react';
import type { BreadcrumbItemView } from '@suite-ui/core';
import { useBreadcrumb } from '@suite-ui/core/react';
import { useLayoutEffect, useRef, useState } from 'react';

const linkStyle = { color: 'var(--adm-color-primary)', textDecoration: 'none' };

function Level({ item }: { item: BreadcrumbItemView }) {
  if (item.current) {
    return (
      <span aria-current="page" data-testid={item.testId}>
        {item.title}
      </span>
    );
  }
  return item.href ? (
    <a href={item.href} style={linkStyle} data-testid={item.testId}>
      {item.title}
    </a>
  ) : (
    <span data-testid={item.testId}>{item.title}</span>
  );
}

/** A breadcrumb for mobile (spec 2.3): one scrollable line, safe links, the current page marked. */
export function Breadcrumb({ items, maxItems }: BreadcrumbProps) {
  const view = useBreadcrumb(items, maxItems);
  const [unfolded, setUnfolded] = useState(false);
  const levels =
    unfolded || view.collapsedAfter < 0
      ? [
          ...view.items.slice(0, view.collapsedAfter + 1),
          ...view.collapsed,
          ...view.items.slice(view.collapsedAfter + 1),
        ]
      : view.items;
  const nav = useRef<HTMLElement>(null);
  const last = levels.at(-1)?.key;
  // a path wider than the phone scrolls: it opens scrolled to its end, where the current page is
  // (the start of the path stays a swipe away; cut at the right, the page the reader is on was hidden)
  useLayoutEffect(() => {
    const element = nav.current;
    if (element && element.scrollWidth > element.clientWidth) element.scrollLeft = element.scrollWidth;
  }, [last, levels.length]);
  return (
    <nav
      ref={nav}
      aria-label={view.label}
      data-testid="breadcrumb"
      style={{ overflowX: 'auto', whiteSpace: 'nowrap' }}
    >
      <ol style={{ display: 'flex', gap: 6, listStyle: 'none', margin: 0, padding: '8px 12px' }}>
        {levels.map((item, index) => (
          <li key={item.key} style={{ display: 'flex', gap: 6 }}>
            {index > 0 && <span aria-hidden>/</span>}
            <Level item={item} />
            {!unfolded && index === view.collapsedAfter && (
              <>
                <span aria-hidden>/</span>
                <button
                  type="button"
                  aria-label={view.moreLabel}
                  onClick={() => setUnfolded(true)}
                  data-testid="breadcrumb-more"
                  style={{ border: 0, background: 'none', padding: 0, color: 'inherit' }}
                >
                  …
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export type { BreadcrumbProps } from '@suite-ui/core/react';
