import { createApiClient, type ApiClientOptions } from '../http';
import {
  AUDIO_VIDEO_PREVIEW_TYPE_URL,
  parseMediaPreviewType,
  type MediaPreviewType,
} from './media-player.logic';

/**
 * The `fetchPreviewType` IO of the player: asks `/papi/file/audioVideo/previewType` (spec 7) how a
 * stored file plays; an answer without a usable type gives null (the player keeps its own kind).
 */
export function createMediaPreviewTypeFetcher(
  options: ApiClientOptions = {},
): (fileId: string, signal?: AbortSignal) => Promise<MediaPreviewType | null> {
  const client = createApiClient(options);
  return async (fileId, signal) => {
    const envelope = await client.request({ url: AUDIO_VIDEO_PREVIEW_TYPE_URL, data: { fileId }, signal });
    return parseMediaPreviewType(envelope.data);
  };
}
