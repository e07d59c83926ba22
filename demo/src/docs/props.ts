// The props tables, generated from the skins' types at build time (plugins/props-docs.ts); loaded
// only by documentation pages, so the shell does not carry them.
import type { ComponentDocs } from '../../plugins/props-docs';

let props: Promise<Record<string, Partial<Record<'desktop' | 'mobile', ComponentDocs[]>>>> | undefined;

/** The components a feature's folder exports in each skin, with their props. */
export async function featureComponents(
  feature: string,
): Promise<Partial<Record<'desktop' | 'mobile', ComponentDocs[]>>> {
  props ??= import('virtual:suite-ui-props').then((module) => module.default);
  return (await props)[feature] ?? {};
}

const byFeature = new Map<string, ReturnType<typeof featureComponents>>();

/** `featureComponents` with one promise per feature, for React's `use`. */
export function componentsOf(feature: string): ReturnType<typeof featureComponents> {
  let components = byFeature.get(feature);
  if (!components) {
    components = featureComponents(feature);
    byFeature.set(feature, components);
  }
  return components;
}
