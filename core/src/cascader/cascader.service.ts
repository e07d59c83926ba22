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
