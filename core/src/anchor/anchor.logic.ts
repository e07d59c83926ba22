import type { ActiveAnchorOptions, AnchorLink, AnchorSection } from './anchor.types';

/** spec 9: after a click-driven scroll, scroll-spy waits until scrolling has paused this long. */
export const ANCHOR_SCROLL_PAUSE_MS = 60;
/** spec 9: a drop settles for this long before links are clickable again. */
export const ANCHOR_DRAG_END_DELAY_MS = 300;
/** spec 9: width of the mask left beside the mobile menu panel (px). */
export const ANCHOR_MASK_WIDTH = 20;
/** spec 9: scroll accuracy (px). */
export const ANCHOR_SCROLL_ACCURACY = 10;
/** spec 9: scroll animation (ms). */
export const ANCHOR_SCROLL_ANIMATION_MS = 450;

/**
 * The id of the last section (in page order) whose top is at or above
 * `scrollTop + offset + accuracy`, or `null` above the first section.
 */
export function activeAnchor(
  sections: readonly AnchorSection[],
  scrollTop: number,
  { offset = 0, accuracy = ANCHOR_SCROLL_ACCURACY }: ActiveAnchorOptions = {},
): string | null {
  const line = scrollTop + offset + accuracy;
  let active: string | null = null;
  for (const section of sections) {
    if (section.top <= line) active = section.id;
    else break;
  }
  return active;
}

/** The links whose title contains the query, ignoring case and surrounding spaces; all when empty. */
export function filterAnchorLinks(links: readonly AnchorLink[], query: string): AnchorLink[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...links];
  return links.filter((link) => link.title.toLocaleLowerCase().includes(needle));
}

/** The links with `dragId` moved to just before `overId` (or to the end when `overId` is null). */
export function dropAnchorLink(
  links: readonly AnchorLink[],
  dragId: string,
  overId: string | null,
): AnchorLink[] {
  const dragged = links.find((link) => link.id === dragId);
  if (!dragged || dragId === overId) return [...links];
  const rest = links.filter((link) => link.id !== dragId);
  const at = overId === null ? -1 : rest.findIndex((link) => link.id === overId);
  if (at < 0) return [...rest, dragged];
  return [...rest.slice(0, at), dragged, ...rest.slice(at)];
}

/** The links with `id` moved one place up (`-1`) or down (`1`); unchanged at either end. */
export function moveAnchorLink(links: readonly AnchorLink[], id: string, by: -1 | 1): AnchorLink[] {
  const from = links.findIndex((link) => link.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= links.length) return [...links];
  const next = [...links];
  [next[from], next[to]] = [next[to] as AnchorLink, next[from] as AnchorLink];
  return next;
}

/** Checks links from a host: ids and titles must be non-empty strings, ids unique. */
export function anchorLinksFrom(value: unknown): AnchorLink[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const links: AnchorLink[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, title } = item as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || typeof title !== 'string' || seen.has(id)) continue;
    seen.add(id);
    links.push({ id, title });
  }
  return links;
}

/**
 * New links from the host (a locale switch retitles them) merged into the user's order: known ids
 * keep their place with the new title, new ids follow in the host's order, missing ids go.
 */
export function mergeAnchorLinks(current: readonly AnchorLink[], next: readonly AnchorLink[]): AnchorLink[] {
  const byId = new Map(next.map((link) => [link.id, link]));
  const kept = current.flatMap((link) => {
    const fresh = byId.get(link.id);
    return fresh ? [fresh] : [];
  });
  const known = new Set(current.map((link) => link.id));
  return [...kept, ...next.filter((link) => !known.has(link.id))];
}
