import { createApiClient, fetchCascaderChildren, type TreeNode } from '@suite-ui/core';
import { useEffect, useState } from 'react';

const client = createApiClient();

/** Loads one level of the fake backend's organisation (fixtures/src/handlers/cascader.ts). */
export const loadUnits = (key: string, _path: string[], signal?: AbortSignal): Promise<TreeNode[]> =>
  fetchCascaderChildren(client, '/api/cascader/children', key, signal);

/** The top level, fetched once; null while it loads or after it failed. */
export function useTopUnits(): TreeNode[] | null {
  const [units, setUnits] = useState<TreeNode[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadUnits('', [], controller.signal).then(setUnits, () => undefined);
    return () => controller.abort();
  }, []);
  return units;
}
