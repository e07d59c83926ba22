import type { TreeNode } from '../tree';
import type { CityLevel, CityPathItem, CityTreeOptions } from './city-picker.logic';

/** What the lazily loaded data module gives (`city-picker.data.ts`). */
export interface CitySource {
  cityTree(options?: CityTreeOptions): TreeNode[];
  findCityPath(code: string | number): CityPathItem[] | null;
  searchCities(keyword: string, limit?: number): CityPathItem[][];
}

/** Input of the city picker machine. */
export interface CityPickerInput {
  /** Deepest level to pick (default 'district'). */
  level?: CityLevel;
  /** The code chosen at first. */
  value?: string | null;
}

export interface CityPickerContext {
  level: CityLevel;
  value: string | null;
  keyword: string;
  source: CitySource | null;
}

export type CityPickerEvent =
  { type: 'SELECT'; code: string | null } | { type: 'SEARCH'; keyword: string } | { type: 'RETRY' };

/** One option of a cascading list, as both UI kits take it. */
export interface CityOption {
  value: string;
  label: string;
  children?: CityOption[];
}

/** What both skins render for a city picker. */
export interface CityPickerView {
  status: 'loading' | 'ready' | 'failed';
  /** The divisions as cascading options, down to the picker's level. */
  options: CityOption[];
  /** Codes from the province down to the chosen division; empty when nothing is chosen. */
  value: string[];
  /** The chosen division's code, or null. */
  code: string | null;
  /** The chosen path's names joined, e.g. "北京市 / 市辖区 / 东城区"; empty when none. */
  text: string;
  label: string;
  placeholder: string;
  searchPlaceholder: string;
  loadingText: string;
  errorText: string;
  retryText: string;
  emptyText: string;
  clearText: string;
  keyword: string;
  /** Search hits for the keyword: a label and the codes of its path. */
  results: { label: string; value: string[] }[];
  /** Chooses the division at the end of `path` (codes), or clears with an empty path. */
  select(path: readonly string[]): void;
  search(keyword: string): void;
  /** For a kit's own search: whether the path of `codes` ends at a division matching `keyword` (name or pinyin). */
  matches(keyword: string, codes: readonly string[]): boolean;
  retry(): void;
}
