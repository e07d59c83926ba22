import { titleMatches } from '../shared/tree-rules';

/** One item a transfer moves. */
export interface TransferItem {
  key: string;
  title: string;
  description?: string;
  /** Cannot be selected or moved. */
  disabled?: boolean;
}

export type TransferSide = 'source' | 'target';

/** Items left (not in `targetKeys`, in item order) and right (in `targetKeys` order). */
export function splitTransfer(
  items: readonly TransferItem[],
  targetKeys: readonly string[],
): { source: TransferItem[]; target: TransferItem[] } {
  const inTarget = new Set(targetKeys);
  const byKey = new Map(items.map((item) => [item.key, item]));
  return {
    source: items.filter((item) => !inTarget.has(item.key)),
    target: targetKeys.flatMap((key) => {
      const item = byKey.get(key);
      return item ? [item] : [];
    }),
  };
}

/** Items whose title or description contains `keyword` (plain text, case-insensitive). */
export function searchTransfer(items: readonly TransferItem[], keyword: string): TransferItem[] {
  if (keyword.trim() === '') return items.slice();
  return items.filter(
    (item) =>
      titleMatches(item.title, keyword) ||
      (item.description !== undefined && titleMatches(item.description, keyword)),
  );
}

/** Number of pages (at least 1) and the items of page `page` (1-based, clamped). */
export function transferPage<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { page: number; pages: number; items: T[] } {
  const pages = Math.max(1, Math.ceil(items.length / Math.max(1, pageSize)));
  const at = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { page: at, pages, items: items.slice((at - 1) * pageSize, at * pageSize) };
}

/** The selection after "select all on this page" is ticked (`checked`) or cleared; disabled items stay out. */
export function selectAllOnPage(
  selected: readonly string[],
  pageItems: readonly TransferItem[],
  checked: boolean,
): string[] {
  const enabled = pageItems.filter((item) => item.disabled !== true).map((item) => item.key);
  if (!checked) {
    const drop = new Set(enabled);
    return selected.filter((key) => !drop.has(key));
  }
  return [...new Set([...selected, ...enabled])];
}

/** Whether all enabled items of a page are selected, some, or none. */
export function pageSelection(
  selected: readonly string[],
  pageItems: readonly TransferItem[],
): 'all' | 'some' | 'none' {
  const enabled = pageItems.filter((item) => item.disabled !== true);
  const set = new Set(selected);
  const count = enabled.filter((item) => set.has(item.key)).length;
  if (count === 0) return 'none';
  return count === enabled.length ? 'all' : 'some';
}

/**
 * The target keys after moving the `selected` keys to `to`: to the target they are appended (in
 * item order), to the source they are removed. Disabled and unknown items never move.
 */
export function moveTransfer(
  items: readonly TransferItem[],
  targetKeys: readonly string[],
  selected: readonly string[],
  to: TransferSide,
): string[] {
  const movable = new Set(items.filter((item) => item.disabled !== true).map((item) => item.key));
  const moving = new Set(selected.filter((key) => movable.has(key)));
  if (to === 'source') return targetKeys.filter((key) => !moving.has(key));
  const present = new Set(targetKeys);
  return [
    ...targetKeys,
    ...items.filter((item) => moving.has(item.key) && !present.has(item.key)).map((item) => item.key),
  ];
}
