import { safeUrl } from '../shared/url-safety';
import type { ConnectEnv } from '../shared/connect';

/** One level of the trail. */
export interface BreadcrumbItem {
  key: string;
  title: string;
  /** Where the level leads; unsafe addresses (javascript:, //host ...) are dropped. */
  href?: string;
}

/** One level as a skin renders it. */
export interface BreadcrumbItemView {
  key: string;
  title: string;
  /** A safe address, or null (plain text). The current page never links. */
  href: string | null;
  /** The last level: `aria-current="page"`. */
  current: boolean;
  testId: string;
}

/** What a skin renders for a breadcrumb. */
export interface BreadcrumbView {
  /** The levels shown, the hidden middle ones folded into `collapsed`. */
  items: BreadcrumbItemView[];
  /** Middle levels folded away when the trail is longer than `maxItems` (shown behind "more"). */
  collapsed: BreadcrumbItemView[];
  /** Where the folded levels sit in `items` (after this index), or -1. */
  collapsedAfter: number;
  label: string;
  moreLabel: string;
}

/** Options of `breadcrumbView`. */
export interface BreadcrumbOptions {
  /** Show at most this many levels: the first, then the last ones (default all; at least 3). */
  maxItems?: number;
}

/**
 * The breadcrumb's view model: the last level is the current page and never a link, unsafe
 * addresses are dropped, and a long trail keeps its first and last levels with the middle folded.
 */
export function breadcrumbView(
  items: readonly BreadcrumbItem[],
  { maxItems }: BreadcrumbOptions,
  env: Pick<ConnectEnv, 't'>,
): BreadcrumbView {
  const views = items.map((item, index): BreadcrumbItemView => ({
    key: item.key,
    title: item.title,
    href: index === items.length - 1 ? null : safeUrl(item.href),
    current: index === items.length - 1,
    testId: `breadcrumb-item-${item.key}`,
  }));
  const max = maxItems !== undefined && Number.isInteger(maxItems) ? Math.max(3, maxItems) : Infinity;
  const fold = views.length > max;
  const tail = fold ? max - 1 : 0;
  return {
    items: fold ? [views[0] as BreadcrumbItemView, ...views.slice(views.length - tail)] : views,
    collapsed: fold ? views.slice(1, views.length - tail) : [],
    collapsedAfter: fold ? 0 : -1,
    label: env.t('breadcrumb.label'),
    moreLabel: env.t('breadcrumb.more'),
  };
}
