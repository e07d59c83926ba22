// spec 7: GET /api/getRootLayoutPlugins gives the layout's plugin claims (shape not shown, so
// every entry is checked and anything unusable dropped).
import type { ApiClient } from '../http';
import { asArray, asString, isRecord, type UnknownRecord } from '../shared';
import type { RouteClaim } from './layout.types';

/** Address of the plugin claims call (spec 7). */
export const ROOT_LAYOUT_PLUGINS_URL = '/api/getRootLayoutPlugins';

function stringFields(value: unknown, keys: readonly string[]): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const key of keys) {
    const field = value[key];
    if (typeof field === 'string' || typeof field === 'number') out[key] = String(field);
  }
  return out;
}

function idOf(entry: UnknownRecord, index: number): string {
  const id = entry.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `plugin-${index}`;
}

/** One untrusted entry as a `RouteClaim`, or `null` when it has no path. */
export function parseRouteClaim(entry: unknown, index = 0): RouteClaim | null {
  if (!isRecord(entry)) return null;
  const path = asString(entry.path).trim();
  if (path === '') return null;
  const claim: RouteClaim = { id: idOf(entry, index), path };
  if (typeof entry.enablePlugin === 'boolean') claim.enablePlugin = entry.enablePlugin;
  if (entry.enablePlugin === 'false' || entry.enablePlugin === 0) claim.enablePlugin = false;
  if (typeof entry.renderType === 'string') claim.renderType = entry.renderType;
  if (typeof entry.componentType === 'string') claim.componentType = entry.componentType;
  if (isRecord(entry.componentProps)) claim.componentProps = { ...entry.componentProps };
  if (typeof entry.name === 'string') claim.name = entry.name;
  const nested = {
    corsComponentProps: stringFields(entry.corsComponentProps, ['app', 'compName']),
    ecodeComponentProps: stringFields(entry.ecodeComponentProps, ['appId', 'filePath', 'compName']),
    iframeConfig: stringFields(entry.iframeConfig, ['src']),
    microAppProps: stringFields(entry.microAppProps, ['name', 'url', 'baseroute']),
    qiankunProps: stringFields(entry.qiankunProps, ['name', 'entry', 'baseroute']),
    moduleMainRouterProps: stringFields(entry.moduleMainRouterProps, ['app', 'parentPath']),
  };
  for (const [key, value] of Object.entries(nested)) {
    if (value) Object.assign(claim, { [key]: value });
  }
  return claim;
}

/** Claims from an untrusted answer: a list, or a record holding one under `plugins`, `list` or `data`. */
export function parseRouteClaims(data: unknown): RouteClaim[] {
  const list = Array.isArray(data)
    ? data
    : isRecord(data)
      ? asArray(data.plugins ?? data.list ?? data.data)
      : [];
  return list.map(parseRouteClaim).filter((claim): claim is RouteClaim => claim !== null);
}

/** Fetches the plugin claims (spec 7); rejects with the client's `ApiError` on failure. */
export async function fetchRootLayoutPlugins(client: ApiClient, signal?: AbortSignal): Promise<RouteClaim[]> {
  const envelope = await client.request<unknown>({ url: ROOT_LAYOUT_PLUGINS_URL, signal });
  return parseRouteClaims(envelope.data);
}
