import type { BreadcrumbProps } from '@suite-ui/core/react';
import type { BreadcrumbItemView } from '@suite-ui/core';
import { useBreadcrumb } from '@suite-ui/core/react';
import { Breadcrumb as AntBreadcrumb, type BreadcrumbProps as AntBreadcrumbProps } from 'antd';

function titleOf(item: BreadcrumbItemView) {
  if (item.current) {
    return (
      <span aria-current="page" data-testid={item.testId}>
        {item.title}
      </span>
    );
  }
  return item.href ? (
    <a href={item.href} data-testid={item.testId}>
      {item.title}
    </a>
  ) : (
    <span data-testid={item.testId}>{item.title}</span>
  );
}

/** A breadcrumb (spec 2.3) over antd Breadcrumb: safe links, the current page marked, a long trail folded. */
export function Breadcrumb({ items, maxItems }: BreadcrumbProps) {
  const view = useBreadcrumb(items, maxItems);
  const shown: NonNullable<AntBreadcrumbProps['items']> = view.items.map((item) => ({
    key: item.key,
    title: titleOf(item),
  }));
  if (view.collapsedAfter >= 0) {
    shown.splice(view.collapsedAfter + 1, 0, {
      key: 'more',
      title: (
        <span aria-label={view.moreLabel} data-testid="breadcrumb-more">
          …
        </span>
      ),
      menu: { items: view.collapsed.map((item) => ({ key: item.key, label: titleOf(item) })) },
    });
  }
  return <AntBreadcrumb items={shown} aria-label={view.label} data-testid="breadcrumb" />;
}

export type { BreadcrumbProps } from '@suite-ui/core/react';
