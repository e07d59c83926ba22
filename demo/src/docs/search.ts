// The side menu's search (issue 41): a widget page is found by its title in either language and, once
// the index has loaded, by the words of its documentation (either language), its props and its core
// API names. The index loads on the first query, with the generated documentation, so the shell
// does not carry it.
import { isMessageKey, translate } from '@suite-ui/core';
import { showcases } from '../showcase/registry';

/** Why a page matched: the title, a sentence of its documentation, a prop or a core export. */
export interface SearchHit {
  kind: 'title' | 'text' | 'prop' | 'api';
  /** What matched, as the reader sees it (a prop's or an export's name, or a few words around). */
  match: string;
}

/** A page's words, in the order they are tried. */
export interface PageWords {
  feature: string;
  titles: string[];
  texts: string[];
  props: { name: string; description: string }[];
  api: string[];
}

const SNIPPET_SIDE = 14;

/** Lower case with spaces removed, so "max count" finds "maxCount" and "最多 选" finds "最多选". */
export function normalise(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

function titlesOf(feature: string): string[] {
  const key = `${feature}.title`;
  if (!isMessageKey(key)) return [feature];
  return [translate('zh_CN', key), translate('en_US', key), feature];
}

/** A few words of `text` around the first place `query` (normalised) occurs in it. */
function snippet(text: string, query: string): string | null {
  // map each character of the normalised text back to its place in the original
  const places: number[] = [];
  let flat = '';
  [...text].forEach((char, i) => {
    if (/\s/.test(char)) return;
    flat += char.toLowerCase();
    places.push(i);
  });
  const at = flat.indexOf(query);
  if (at < 0) return null;
  const chars = [...text];
  const from = places[at] as number;
  const to = (places[at + query.length - 1] as number) + 1;
  const start = Math.max(0, from - SNIPPET_SIDE);
  const end = Math.min(chars.length, to + SNIPPET_SIDE);
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('').trim()}${end < chars.length ? '…' : ''}`;
}

/** The first reason a page matches `query` (normalised, non-empty), or null. */
export function matchPage(page: PageWords, query: string): SearchHit | null {
  for (const title of page.titles) if (normalise(title).includes(query)) return { kind: 'title', match: title };
  for (const name of page.api) if (name.toLowerCase().includes(query)) return { kind: 'api', match: name };
  for (const prop of page.props) if (prop.name.toLowerCase().includes(query)) return { kind: 'prop', match: prop.name };
  for (const text of page.texts) {
    const words = snippet(text, query);
    if (words) return { kind: 'text', match: words };
  }
  for (const prop of page.props) {
    const words = snippet(prop.description, query);
    if (words) return { kind: 'prop', match: `${prop.name}: ${words}` };
  }
  return null;
}

/** Every page's words: titles only until the documentation has loaded. */
export type SearchIndex = PageWords[];

/** The index over titles alone (always at hand: the menu registers every title up front). */
export function titleIndex(): SearchIndex {
  return showcases.map(({ feature }) => ({ feature, titles: titlesOf(feature), texts: [], props: [], api: [] }));
}

let full: Promise<SearchIndex> | undefined;

/** The whole index: titles, documentation in both languages, props and core API names. */
export function loadSearchIndex(): Promise<SearchIndex> {
  full ??= import('./search-data').then(({ fullIndex }) =>
    fullIndex((feature) => ({ feature, titles: titlesOf(feature), texts: [], props: [], api: [] })),
  );
  return full;
}

/** The pages matching `query`, each with why; all pages (no reason) for an empty query. */
export function searchPages(index: SearchIndex, query: string): Map<string, SearchHit | null> {
  const wanted = normalise(query);
  const found = new Map<string, SearchHit | null>();
  for (const page of index) {
    if (!wanted) found.set(page.feature, null);
    else {
      const hit = matchPage(page, wanted);
      if (hit) found.set(page.feature, hit);
    }
  }
  return found;
}
