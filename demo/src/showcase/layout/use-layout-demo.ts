import { isMultiTabEnabled, moduleTitle, resolveRoute, safeUrl, type RouteMatch } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useState } from 'react';

const MODULES = ['workflow', 'cusapp', 'hrm', 'calendar', 'document', 'email', 'showcase'];

/** What the layout does with a path, in the reader's words (no internal names on screen). */
function describeMatch(match: RouteMatch, t: ReturnType<typeof useT>): string {
  switch (match.kind) {
    case 'claim':
      return t(
        match.source === 'menu' ? 'layout.showcase.match.menuClaim' : 'layout.showcase.match.pluginClaim',
      );
    case 'custom':
      return t('layout.showcase.match.custom');
    case 'module':
      return t('layout.showcase.match.module', { module: moduleTitle(match.module) });
    case 'notFound':
      return t('layout.showcase.match.notFound');
  }
}

/** The state of the layout showcase: a path to resolve and an address to check. */
export function useLayoutDemo() {
  const t = useT();
  const [path, setPath] = useState('/splayout/workflows/list');
  const [url, setUrl] = useState(' JaVaScRiPt:alert(1)');
  return {
    path,
    setPath,
    match: describeMatch(resolveRoute(path, { modules: MODULES }), t),
    multiTab: isMultiTabEnabled({ pathname: path, menuOpenWay: 'multi' }),
    url,
    setUrl,
    urlSafe: safeUrl(url) !== null,
  };
}

let attempts = 0;

/** A widget chunk whose first two loads fail: the chunk loader retries once, then the retry button is needed. */
export function flakyWidgetLoader<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    attempts += 1;
    return attempts <= 2
      ? Promise.reject(
          new Error('Failed to fetch dynamically imported module: /build/ui/static/js/demo-widget.js'),
        )
      : load();
  };
}
