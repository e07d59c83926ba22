import type { ApiClient } from '../http';
import { EMPTY_WATERMARK_LIST_CONFIG, parseWatermarkListConfig } from './lists.logic';
import type { WatermarkListConfig } from './watermark.types';

/** spec 7: where the white/black list config comes from. */
export const WATERMARK_LIST_CONFIG_URL = '/api/bcw/watermarke/queryWatermarkConfig';

/**
 * Loads the server's white/black lists (spec 7). Never throws: any failure (network, HTTP,
 * envelope, shape) gives the empty list config, as the spec says.
 */
export async function loadWatermarkListConfig(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<WatermarkListConfig> {
  try {
    const envelope = await client.request({ url: WATERMARK_LIST_CONFIG_URL, method: 'GET', signal });
    return parseWatermarkListConfig(envelope.data);
  } catch {
    return EMPTY_WATERMARK_LIST_CONFIG;
  }
}
