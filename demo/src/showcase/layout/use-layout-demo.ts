import { isMultiTabEnabled, resolveRoute, safeUrl, type RouteMatch } from '@suite-ui/core';
import { useState } from 'react';

const MODULES = ['workflow', 'cusapp', 'hrm', 'calendar', 'document', 'email', 'showcase'];

function describeMatch(match: RouteMatch): string {
  switch (match.kind) {
    case 'claim':
      return `claim (${match.source}) ${match.claim.id}`;
    case 'custom':
      return `custom ${match.path}`;
    case 'module':
      return `module ${match.module}`;
    case 'notFound':
      return `notFound ${match.errorType}`;
  }
}

/** The state of the layout showcase: a path to resolve and an address to check. */
export function useLayoutDemo() {
  const [path, setPath] = useState('/splayout/workflows/list');
  const [url, setUrl] = useState(' JaVaScRiPt:alert(1)');
  return {
    path,
    setPath,
    match: describeMatch(resolveRoute(path, { modules: MODULES })),
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
