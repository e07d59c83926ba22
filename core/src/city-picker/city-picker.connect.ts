import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { TreeNode } from '../tree';
import { cityDepth, type CityPathItem } from './city-picker.logic';
import type { cityPickerMachine } from './city-picker.machine';
import type { CityOption, CityPickerEvent, CityPickerView, CitySource } from './city-picker.types';

const optionCache = new WeakMap<readonly TreeNode[], CityOption[]>();

function toOptions(nodes: readonly TreeNode[]): CityOption[] {
  const cached = optionCache.get(nodes);
  if (cached) return cached;
  const options = nodes.map((node) =>
    node.children
      ? { value: node.key, label: node.title, children: toOptions(node.children) }
      : { value: node.key, label: node.title },
  );
  optionCache.set(nodes, options);
  return options;
}

/** The path cut to the picker's depth (a district code in a city-level picker shows its city). */
function pathOf(source: CitySource | null, code: string | null, depth: number): CityPathItem[] {
  if (!source || code === null) return [];
  return (source.findCityPath(code) ?? []).slice(0, depth);
}

/** The city picker's view model (spec 1, 9): cascading options, the chosen path, search. */
export function connectCityPicker(
  snapshot: SnapshotFrom<typeof cityPickerMachine>,
  send: (event: CityPickerEvent) => void,
  env: ConnectEnv,
): CityPickerView {
  const { source, value, keyword, level } = snapshot.context;
  const depth = cityDepth(level);
  const path = pathOf(source, value, depth);
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  let hitCache: { keyword: string; codes: Set<string> } | null = null;
  const results =
    source && keyword.trim() !== ''
      ? source
          .searchCities(keyword)
          .map((hit) => hit.slice(0, depth))
          .filter((hit, i, all) => all.findIndex((h) => h.at(-1)?.code === hit.at(-1)?.code) === i)
          .map((hit) => ({
            label: hit.map((step) => step.name).join(' / '),
            value: hit.map((step) => step.code),
          }))
      : [];
  return {
    status,
    options: source ? toOptions(source.cityTree({ level })) : [],
    value: path.map((step) => step.code),
    code: path.at(-1)?.code ?? null,
    text: path.map((step) => step.name).join(' / '),
    label: env.t('city-picker.label'),
    placeholder: env.t('city-picker.placeholder'),
    searchPlaceholder: env.t('city-picker.search'),
    loadingText: env.t('city-picker.loading'),
    errorText: env.t('city-picker.error'),
    retryText: env.t('city-picker.retry'),
    emptyText: env.t('city-picker.empty'),
    clearText: env.t('city-picker.clear'),
    keyword,
    results,
    select: (codes) => send({ type: 'SELECT', code: codes.at(-1) ?? null }),
    search: (next) => send({ type: 'SEARCH', keyword: next }),
    matches: (word, codes) => {
      const needle = word.trim();
      if (needle === '' || !source) return true;
      if (hitCache?.keyword !== needle) {
        const hits = source.searchCities(needle, Number.POSITIVE_INFINITY).map((hit) => hit.at(-1)?.code);
        hitCache = { keyword: needle, codes: new Set(hits as string[]) };
      }
      // a path matches when its last division is a hit (its ancestors show the way there)
      return hitCache.codes.has(codes.at(-1) ?? '');
    },
    retry: () => send({ type: 'RETRY' }),
  };
}
