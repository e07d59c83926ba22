// The player's one call (spec 7) and its actor.
import { fromPromise } from 'xstate';
import { createApiClient, type ApiClientOptions } from '../http';
import {
  AUDIO_VIDEO_PREVIEW_TYPE_URL,
  parseMediaPreviewType,
  type MediaPreviewType,
} from './media-player.logic';

/** The IO of a player; `createMediaPlayerServices` gives the real one, tests their own. */
export interface MediaPlayerServices {
  /** How a stored file plays; null when the answer names no usable type (the player keeps its own kind). */
  previewType(fileId: string, signal?: AbortSignal): Promise<MediaPreviewType | null>;
}

/**
 * The real `MediaPlayerServices`: asks `/papi/file/audioVideo/previewType` (spec 7) how a stored
 * file plays.
 */
export function createMediaPlayerServices(options: ApiClientOptions = {}): MediaPlayerServices {
  const client = createApiClient(options);
  return {
    async previewType(fileId, signal) {
      const envelope = await client.request({ url: AUDIO_VIDEO_PREVIEW_TYPE_URL, data: { fileId }, signal });
      return parseMediaPreviewType(envelope.data);
    },
  };
}

/** The media player machine's actors over `MediaPlayerServices`. */
export function mediaPlayerActors(services: MediaPlayerServices) {
  return {
    fetchPreviewType: fromPromise<MediaPreviewType | null, { fileId: string }>(({ input, signal }) =>
      services.previewType(input.fileId, signal),
    ),
  };
}
