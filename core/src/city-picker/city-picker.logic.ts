import type { TreeNode } from '../tree';

/** spec 9: the city picker's levels; it picks down to the district by default. */
export const CITY_LEVELS = ['province', 'city', 'district'] as const;

/** How deep a city tree goes. */
export type CityLevel = (typeof CITY_LEVELS)[number];

/** One step of a city path: a GB/T 2260 code and its name. */
export interface CityPathItem {
  code: string;
  name: string;
}

/** Options of `cityTree`. */
export interface CityTreeOptions {
  /** The deepest level listed (default 'district', spec 9). */
  level?: CityLevel;
}

/**
 * A code as GB/T 2260 writes it: six digits, the province in the first two, the city in the next
 * two, the district in the last two (a province is `110000`, its first city `110100`). Shorter
 * prefixes (`11`, `1101`) are padded; anything else is null.
 */
export function toDivisionCode(code: string | number): string | null {
  const text = String(code).trim();
  if (!/^\d{2}(\d{2}){0,2}$/.test(text)) return null;
  return text.padEnd(6, '0');
}

/** The level a six-digit code names. */
export function divisionLevel(code: string): CityLevel {
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'district';
}

/** The number of levels a tree of `level` has (1 to 3). */
export function cityDepth(level: CityLevel = 'district'): number {
  const depth = CITY_LEVELS.indexOf(level);
  return depth < 0 ? CITY_LEVELS.length : depth + 1;
}

/** A tree cut to `depth` levels (children of the last level dropped). */
export function cutTree(nodes: readonly TreeNode[], depth: number): TreeNode[] {
  return nodes.map(({ children, ...node }) =>
    depth > 1 && children ? { ...node, children: cutTree(children, depth - 1) } : node,
  );
}
