// The cascader's children call (a host's URL) and the machine's actor over a children loader.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../http/client';
import type { TreeNode } from '../tree';
import { parseTreeNodes } from './cascader.logic';

/** GET `url` with `{ parent }`: the children of a cascader node, checked (untrusted data). */
export async function fetchCascaderChildren(
  client: ApiClient,
  url: string,
  parent: string,
  signal?: AbortSignal,
): Promise<TreeNode[]> {
  const envelope = await client.request({ url, data: { parent }, signal });
  return parseTreeNodes(envelope.data);
}

/** The IO of a cascader: where a node's children come from (a host's loader, or `fetchCascaderChildren`). */
export interface CascaderServices {
  /** The children of `key` (`path`: keys from the root to it). */
  loadChildren(key: string, path: string[], signal: AbortSignal): Promise<TreeNode[]>;
}

/** The cascader machine's actors over `CascaderServices`. */
export function cascaderActors(services: CascaderServices) {
  return {
    loadChildren: fromPromise<TreeNode[], { key: string; path: string[] }>(({ input, signal }) =>
      services.loadChildren(input.key, input.path, signal),
    ),
  };
}
