import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RootLayoutPagesView } from '../../layout';

/** Sets (a title) or clears (`null`) the title a page gives the path it shows. */
type SetPageTitle = (pathname: string, title: string | null) => void;

const PageTitleContext = createContext<SetPageTitle | null>(null);
const OutletPathContext = createContext<string | null>(null);

/** The titles pages give themselves, by path, and the setter the layout hands them. */
export function usePageTitleRegistry(): { titles: ReadonlyMap<string, string>; setTitle: SetPageTitle } {
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(() => new Map());
  const setTitle = useCallback<SetPageTitle>((pathname, title) => {
    setTitles((current) => {
      if ((current.get(pathname) ?? null) === title) return current;
      const next = new Map(current);
      if (title === null) next.delete(pathname);
      else next.set(pathname, title);
      return next;
    });
  }, []);
  return { titles, setTitle };
}

/**
 * The layout's view with the titles pages gave themselves: a module's inner pages share its tab
 * (spec 2.1), so without this every page of a module is labelled with the module's name.
 */
export function withPageTitles(
  layout: RootLayoutPagesView,
  titles: ReadonlyMap<string, string>,
): RootLayoutPagesView {
  if (titles.size === 0) return layout;
  return {
    ...layout,
    title: titles.get(layout.pathname) ?? layout.title,
    describe: (pathname) => {
      const view = layout.describe(pathname);
      return { ...view, title: titles.get(pathname) ?? view.title };
    },
  };
}

export function PageTitleProvider({ setTitle, children }: { setTitle: SetPageTitle; children: ReactNode }) {
  return <PageTitleContext.Provider value={setTitle}>{children}</PageTitleContext.Provider>;
}

/** Tells the pages below which path they show (their own tab's path in the multi-tab layout). */
export function OutletPathProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  return <OutletPathContext.Provider value={pathname}>{children}</OutletPathContext.Provider>;
}

/**
 * Names the page this component is on: its tab label on desktop and the mobile nav bar's title,
 * while the component is mounted (`null` or empty keeps the route's own title). Outside a root
 * layout it does nothing.
 */
export function useLayoutPageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  const pathname = useContext(OutletPathContext);
  const wanted = useMemo(() => (title ? title : null), [title]);
  useEffect(() => {
    if (!setTitle || pathname === null || wanted === null) return;
    setTitle(pathname, wanted);
    return () => setTitle(pathname, null);
  }, [setTitle, pathname, wanted]);
}
