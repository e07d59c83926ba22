import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import {
  clamp,
  playerKeyAction,
  safeMediaUrl,
  type MediaKind,
  type MediaPreviewType,
} from './media-player.logic';

/** Input of a player: what to play and how. */
export interface MediaPlayerInput {
  kind: MediaKind;
  /** Address of the media; refused unless `safeMediaUrl` accepts it. */
  src: string;
  /** File name, for the MIME type by extension (default: the address). */
  fileName?: string;
  /** Stored file id: when given, the server's `audioVideo/previewType` decides how it plays. */
  fileId?: string;
  /** Starting speed (1) and volume (1). */
  rate?: number;
  volume?: number;
}

/** Why a player cannot play. */
export type MediaPlayerError = 'unsafe' | 'unsupported' | 'network' | 'decode';

export interface MediaPlayerContext {
  kind: MediaKind;
  src: string | null;
  fileName: string;
  fileId?: string;
  playing: boolean;
  ended: boolean;
  currentTime: number;
  /** Seconds; NaN or Infinity while the media does not tell (live or fresh recordings). */
  duration: number;
  buffered: number;
  volume: number;
  muted: boolean;
  rate: number;
  fullscreen: boolean;
  error: MediaPlayerError | null;
}

/** What the element reports (`MEDIA.*`) and what the user asks. */
export type MediaPlayerEvent =
  | { type: 'MEDIA.LOADED'; duration: number }
  | { type: 'MEDIA.TIME'; time: number; buffered?: number }
  | { type: 'MEDIA.DURATION'; duration: number }
  | { type: 'MEDIA.PLAYING' }
  | { type: 'MEDIA.PAUSED' }
  | { type: 'MEDIA.ENDED' }
  | { type: 'MEDIA.ERROR'; code: number }
  | { type: 'MEDIA.VOLUME'; volume: number; muted: boolean }
  | { type: 'MEDIA.FULLSCREEN'; on: boolean }
  | { type: 'TOGGLE' }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'SEEK'; time: number }
  | { type: 'SEEK.BY'; delta: number }
  | { type: 'VOLUME.SET'; volume: number }
  | { type: 'VOLUME.BY'; delta: number }
  | { type: 'MUTE.TOGGLE' }
  | { type: 'RATE.SET'; rate: number }
  | { type: 'FULLSCREEN.TOGGLE' }
  | { type: 'KEY'; key: string }
  | { type: 'RETRY' };

/** Commands for the media element, which the hook carries out. */
export type MediaPlayerCommand =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; time: number }
  | { type: 'volume'; volume: number; muted: boolean }
  | { type: 'rate'; rate: number }
  | { type: 'fullscreen'; on: boolean }
  | { type: 'reload' };

// MediaError codes: 2 network, 3 decode, 4 source not supported
const errorOf = (code: number): MediaPlayerError =>
  code === 2 ? 'network' : code === 3 ? 'decode' : 'unsupported';

const seekable = (c: MediaPlayerContext, time: number) =>
  clamp(time, 0, Number.isFinite(c.duration) ? c.duration : Math.max(0, time));

/** An audio or video player: checks the source, follows the element and turns intents into commands. */
export const mediaPlayerMachine = setup({
  types: {
    input: {} as MediaPlayerInput,
    context: {} as MediaPlayerContext,
    events: {} as MediaPlayerEvent,
    emitted: {} as MediaPlayerCommand,
  },
  actors: {
    /** `/papi/file/audioVideo/previewType` for the file; null when the server says nothing usable. */
    fetchPreviewType: fromPromise<MediaPreviewType | null, { fileId: string }>(() =>
      Promise.reject(new Error('provide the fetchPreviewType actor')),
    ),
  },
  guards: {
    unsafe: ({ context }) => context.src === null,
    hasFileId: ({ context }) => Boolean(context.fileId),
  },
}).createMachine({
  id: 'mediaPlayer',
  context: ({ input }) => ({
    kind: input.kind,
    src: safeMediaUrl(input.src),
    fileName: input.fileName ?? input.src,
    fileId: input.fileId,
    playing: false,
    ended: false,
    currentTime: 0,
    duration: NaN,
    buffered: 0,
    volume: clamp(input.volume ?? 1, 0, 1),
    muted: false,
    rate: input.rate ?? 1,
    fullscreen: false,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'unsafe', target: 'failed', actions: assign({ error: 'unsafe' }) },
        { guard: 'hasFileId', target: 'checking' },
        { target: 'loading' },
      ],
    },
    checking: {
      invoke: {
        src: 'fetchPreviewType',
        input: ({ context }) => ({ fileId: context.fileId ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output === 'unsupported',
            target: 'failed',
            actions: assign({ error: 'unsupported' }),
          },
          {
            target: 'loading',
            actions: assign({
              kind: ({ context, event }) =>
                event.output === 'audio' || event.output === 'video' ? event.output : context.kind,
            }),
          },
        ],
        // fail soft: the player still tries the kind it was given
        onError: { target: 'loading' },
      },
    },
    loading: {
      on: {
        'MEDIA.LOADED': {
          target: 'ready',
          actions: [
            assign({ duration: ({ event }) => event.duration }),
            emit(({ context }) => ({ type: 'rate', rate: context.rate }) as const),
            emit(
              ({ context }) => ({ type: 'volume', volume: context.volume, muted: context.muted }) as const,
            ),
          ],
        },
        'MEDIA.ERROR': { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.code) }) },
      },
    },
    ready: {
      on: {
        'MEDIA.TIME': {
          actions: assign({
            currentTime: ({ event }) => event.time,
            buffered: ({ context, event }) => event.buffered ?? context.buffered,
          }),
        },
        'MEDIA.DURATION': { actions: assign({ duration: ({ event }) => event.duration }) },
        'MEDIA.PLAYING': { actions: assign({ playing: true, ended: false }) },
        'MEDIA.PAUSED': { actions: assign({ playing: false }) },
        'MEDIA.ENDED': { actions: assign({ playing: false, ended: true }) },
        'MEDIA.ERROR': { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.code) }) },
        'MEDIA.VOLUME': {
          actions: assign({
            volume: ({ event }) => clamp(event.volume, 0, 1),
            muted: ({ event }) => event.muted,
          }),
        },
        'MEDIA.FULLSCREEN': { actions: assign({ fullscreen: ({ event }) => event.on }) },
        TOGGLE: [
          { guard: ({ context }) => context.playing, actions: emit({ type: 'pause' }) },
          { actions: emit({ type: 'play' }) },
        ],
        PLAY: { actions: emit({ type: 'play' }) },
        PAUSE: { actions: emit({ type: 'pause' }) },
        SEEK: {
          actions: [
            assign({ currentTime: ({ context, event }) => seekable(context, event.time), ended: false }),
            emit(({ context }) => ({ type: 'seek', time: context.currentTime }) as const),
          ],
        },
        'SEEK.BY': {
          actions: [
            assign({
              currentTime: ({ context, event }) => seekable(context, context.currentTime + event.delta),
              ended: false,
            }),
            emit(({ context }) => ({ type: 'seek', time: context.currentTime }) as const),
          ],
        },
        'VOLUME.SET': {
          actions: [
            assign({
              volume: ({ event }) => clamp(event.volume, 0, 1),
              muted: ({ event }) => event.volume <= 0,
            }),
            emit(
              ({ context }) => ({ type: 'volume', volume: context.volume, muted: context.muted }) as const,
            ),
          ],
        },
        'VOLUME.BY': {
          actions: [
            assign({
              volume: ({ context, event }) =>
                Math.round(clamp(context.volume + event.delta, 0, 1) * 100) / 100,
              muted: false,
            }),
            emit(
              ({ context }) => ({ type: 'volume', volume: context.volume, muted: context.muted }) as const,
            ),
          ],
        },
        'MUTE.TOGGLE': {
          actions: [
            assign({ muted: ({ context }) => !context.muted }),
            emit(
              ({ context }) => ({ type: 'volume', volume: context.volume, muted: context.muted }) as const,
            ),
          ],
        },
        'RATE.SET': {
          actions: [
            assign({ rate: ({ event }) => clamp(event.rate, 0.25, 4) }),
            emit(({ context }) => ({ type: 'rate', rate: context.rate }) as const),
          ],
        },
        'FULLSCREEN.TOGGLE': {
          guard: ({ context }) => context.kind === 'video',
          actions: emit(({ context }) => ({ type: 'fullscreen', on: !context.fullscreen }) as const),
        },
        KEY: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const action = playerKeyAction(event.key, context.kind);
            if (!action) return;
            if (action.type === 'SEEK.TO.START') enqueue.raise({ type: 'SEEK', time: 0 });
            else if (action.type === 'SEEK.TO.END') enqueue.raise({ type: 'SEEK', time: context.duration });
            else enqueue.raise(action);
          }),
        },
      },
    },
    failed: {
      on: {
        RETRY: {
          guard: ({ context }) => context.error !== 'unsafe',
          target: 'start',
          actions: [assign({ error: null, currentTime: 0, playing: false }), emit({ type: 'reload' })],
        },
      },
    },
  },
});

export type MediaPlayerMachine = typeof mediaPlayerMachine;
