import { catalogue, isMessageKey, registerMessages, t } from '@suite-ui/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Every folder under showcase/ with a desktop.tsx and a mobile.tsx is a feature page, found at build
// time: adding a feature's pages needs no edit here. Its title is the message `<feature>.title`.
type PageModule = { default: ComponentType };

// The menu names every feature before its chunk (and with it the feature's messages) loads, so the
// demo registers the `<feature>.title` messages up front, and only those.
const titlesOnly = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => key.endsWith('.title')));
registerMessages({ zh_CN: titlesOnly(catalogue.zh_CN), en_US: titlesOnly(catalogue.en_US) });
const desktopPages = import.meta.glob<PageModule>('./*/desktop.tsx');
const mobilePages = import.meta.glob<PageModule>('./*/mobile.tsx');

export interface Showcase {
  feature: string;
  title(): string;
  Desktop: LazyExoticComponent<ComponentType>;
  Mobile: LazyExoticComponent<ComponentType>;
}

const featureOf = (file: string) => file.split('/')[1] as string;

function pageOrMissing(loader: (() => Promise<PageModule>) | undefined): LazyExoticComponent<ComponentType> {
  return lazy(loader ?? (async () => ({ default: () => null })));
}

export const showcases: Showcase[] = Object.keys(desktopPages)
  .map(featureOf)
  .sort()
  .map((feature) => ({
    feature,
    title: () => {
      const key = `${feature}.title`;
      return isMessageKey(key) ? t(key) : feature;
    },
    Desktop: pageOrMissing(desktopPages[`./${feature}/desktop.tsx`]),
    Mobile: pageOrMissing(mobilePages[`./${feature}/mobile.tsx`]),
  }));

export function findShowcase(feature: string | undefined): Showcase | undefined {
  return showcases.find((s) => s.feature === feature);
}
