// The search index's documentation part, loaded on the first query with the generated docs and the
// documentation texts in both languages (the same chunks a documentation page loads).
import type { MessageKey } from '@suite-ui/core';
import { docsMessages } from '@suite-ui/core/site';
import generated from 'virtual:suite-ui-docs';
import type { CoreExportDoc } from '../../plugins/core-api-docs';
import type { ComponentDocs } from '../../plugins/props-docs';
import { showcases } from '../showcase/registry';
import type { PageWords } from './search';

const DOC_PARTS = ['about', 'when', 'spec', 'a11y'] as const;

/** Every page's words: `titled(feature)` gives its titles, this adds its docs, props and core API. */
export function fullIndex(titled: (feature: string) => PageWords): PageWords[] {
  const zh = docsMessages.zh_CN as Record<string, string>;
  const en = (docsMessages.en_US ?? {}) as Record<string, string>;
  return showcases.map(({ feature }) => {
    const texts = DOC_PARTS.flatMap((part) => {
      const key = `${feature}.doc.${part}` as MessageKey;
      return [zh[key], en[key]].filter((text): text is string => Boolean(text));
    });
    const seen = new Set<string>();
    const skins = generated.props[feature];
    const components: ComponentDocs[] = [...(skins?.desktop ?? []), ...(skins?.mobile ?? [])];
    const props = components
      .flatMap((component) => component.props)
      .filter((prop) => !seen.has(prop.name) && Boolean(seen.add(prop.name)))
      .map(({ name, description }) => ({ name, description }));
    const api = (generated.coreApi[feature] ?? []).map((doc: CoreExportDoc) => doc.name);
    return { ...titled(feature), texts, props, api };
  });
}
