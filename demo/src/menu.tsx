// The demo's desktop side menu: the suite's modules and the widget pages, with page search.
import { moduleTitle, resolveModule, stripLayoutPrefix } from '@suite-ui/core';
import { useLayoutHost, useT } from '@suite-ui/core/react';
import { Input, Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { loadSearchIndex, searchPages, titleIndex, type SearchHit, type SearchIndex } from './docs/search';
import { kindOf, SHOWCASE_KINDS, type ShowcaseKind } from './showcase/kinds';
import { showcases } from './showcase/registry';

const MODULES = ['workflow', 'cusapp', 'hrm', 'calendar', 'document', 'email'];

/** The widget pages found (in registry order), grouped by kind in order, each saying why it matched. */
function widgetGroups(
  found: Map<string, SearchHit | null>,
  label: (kind: ShowcaseKind) => string,
  why: (hit: SearchHit) => string,
) {
  const matching = showcases.filter((s) => found.has(s.feature));
  return SHOWCASE_KINDS.map((kind) => ({
    type: 'group' as const,
    key: `kind:${kind}`,
    label: label(kind),
    children: matching
      .filter((s) => kindOf(s.feature) === kind)
      .map((s) => {
        const hit = found.get(s.feature);
        if (!hit || hit.kind === 'title') return { key: `/showcase/${s.feature}`, label: s.title() };
        return {
          key: `/showcase/${s.feature}`,
          className: 'demo-side-hit',
          label: (
            <>
              {s.title()}
              <span className="demo-side-hit__why" data-testid="demo-search-why">
                {why(hit)}
              </span>
            </>
          ),
        };
      }),
  })).filter((group) => group.children.length > 0);
}

/**
 * The menu's search: titles in both languages at once; the documentation, props and core API names
 * once their index has loaded (on the first query).
 */
function usePageSearch(query: string) {
  const [index, setIndex] = useState<{ pages: SearchIndex; full: boolean }>(() => ({
    pages: titleIndex(),
    full: false,
  }));
  const wanted = query.trim() !== '';
  useEffect(() => {
    if (!wanted || index.full) return;
    let current = true;
    void loadSearchIndex().then((pages) => {
      if (current) setIndex({ pages, full: true });
    });
    return () => {
      current = false;
    };
  }, [wanted, index.full]);
  return {
    found: useMemo(() => searchPages(index.pages, query), [index, query]),
    loading: wanted && !index.full,
  };
}

/** The desktop side menu: modules, then the widget pages by kind, with a search over their docs. */
export function DesktopSideMenu() {
  const t = useT();
  const host = useLayoutHost();
  const [query, setQuery] = useState('');
  const pathname = stripLayoutPrefix(host?.location ?? '/');
  const module = resolveModule(pathname);
  const selected = module === 'showcase' ? pathname.split('/').slice(0, 3).join('/') : `/${module ?? ''}`;
  const { found, loading } = usePageSearch(query);
  const widgets = widgetGroups(
    found,
    (kind) => t(`layout.demo.kind.${kind}`),
    (hit) => `${t(`layout.demo.search.${hit.kind as Exclude<SearchHit['kind'], 'title'>}`)} · ${hit.match}`,
  );
  const items = [
    {
      type: 'group' as const,
      key: 'modules',
      label: t('layout.demo.modules'),
      children: MODULES.map((m) => ({ key: `/${m}`, label: moduleTitle(m) })),
    },
    ...widgets,
  ];
  return (
    <>
      <div className="demo-side-search">
        <Input.Search
          allowClear
          size="small"
          placeholder={t('layout.demo.searchWidgets')}
          aria-label={t('layout.demo.searchWidgets')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="demo-widget-search"
        />
      </div>
      <Menu
        mode="inline"
        aria-label={t('layout.nav.label')}
        data-testid="demo-side-menu"
        selectedKeys={[selected]}
        items={items}
        onClick={({ key }) => host?.navigate(key)}
        style={{ borderInlineEnd: 0 }}
      />
      {loading && (
        <p className="demo-side-empty" role="status" data-testid="demo-search-loading">
          {t('layout.demo.search.loading')}
        </p>
      )}
      {!loading && widgets.length === 0 && (
        <p className="demo-side-empty" role="status">
          {t('layout.demo.noWidget')}
        </p>
      )}
    </>
  );
}
