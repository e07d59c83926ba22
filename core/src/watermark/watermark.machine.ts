import { assign, emit, fromPromise, setup } from 'xstate';
import type { Platform } from '../shared/platform';
import type { WatermarkTamperReason } from './layer.logic';
import { EMPTY_WATERMARK_LIST_CONFIG } from './lists.logic';
import { WATERMARK_RESIZE_DELAY_MS, WATERMARK_ROUTE_DELAY_MS } from './settings.logic';
import type {
  WatermarkAudience,
  WatermarkListConfig,
  WatermarkScope,
  WatermarkSettings,
  WatermarkSize,
  WatermarkUser,
} from './watermark.types';

/** What a watermark is started with. */
export interface WatermarkMachineInput {
  settings: WatermarkSettings;
  platform: Platform;
  scope: WatermarkScope;
  user: WatermarkUser;
  /** The current path and who is looking, for the server's lists (page scope only). */
  audience: WatermarkAudience;
  /** The container's size (page: the viewport). */
  container: WatermarkSize;
  /** Login-free page and session id, for the image address (spec 7). */
  imageAccess?: { loginFree?: boolean; sessionId?: string | null };
  /** Local container watermarks on the page now (for the 9999/949 switch). */
  localWatermarks?: number;
  /** The disabling flag (spec 4): tampering is logged but the page content is kept. */
  disableTamperClear?: boolean;
  /** The clock the text's `{date}` and `{time}` are read from. */
  now: () => number;
}

export interface WatermarkContext extends Required<Omit<WatermarkMachineInput, 'imageAccess'>> {
  imageAccess: { loginFree?: boolean; sessionId?: string | null };
  /** Null until the server's lists arrived (or when no list applies). */
  listConfig: WatermarkListConfig | null;
  pendingPath: string;
  pendingSize: WatermarkSize;
  imageFailed: boolean;
  /** When the text was last stamped with the time (start and each refresh tick). */
  renderedAt: number;
  tamperReason: WatermarkTamperReason | null;
}

export type WatermarkEvent =
  | { type: 'ROUTE.CHANGED'; path: string }
  | { type: 'CONTAINER.RESIZED'; size: WatermarkSize }
  | { type: 'IMAGE.FAILED' }
  | { type: 'LOCALS.CHANGED'; count: number }
  | { type: 'TAMPER.DETECTED'; reason: WatermarkTamperReason };

/** Effects for the host: log the tampering, and clear the page content when `cleared`. */
export type WatermarkEmitted = { type: 'tampered'; reason: WatermarkTamperReason; cleared: boolean };

/**
 * The life of one watermark (spec 4): lists loaded once (a failure leaves an empty list, spec 7),
 * route changes re-evaluated 200 ms after the last one, container resizes applied 300 ms after
 * the last one, the text re-stamped every refresh interval when `wmRefresh` is on, and tampering
 * ending it in `cleared` unless the disabling flag is set.
 */
export const watermarkMachine = setup({
  types: {
    input: {} as WatermarkMachineInput,
    context: {} as WatermarkContext,
    events: {} as WatermarkEvent,
    emitted: {} as WatermarkEmitted,
  },
  actors: {
    fetchListConfig: fromPromise<WatermarkListConfig>(() =>
      Promise.reject(new Error('provide fetchListConfig')),
    ),
  },
  guards: {
    needsListConfig: ({ context }) =>
      context.scope === 'page' && context.settings.listMatching && context.settings.enabled[context.platform],
    refreshes: ({ context }) => context.settings.refresh && context.settings.enabled[context.platform],
    clearsOnTamper: ({ context }) => !context.disableTamperClear,
  },
  actions: {
    storeListConfig: assign({ listConfig: (_, config: WatermarkListConfig) => config }),
    useEmptyListConfig: assign({ listConfig: () => EMPTY_WATERMARK_LIST_CONFIG }),
    notePath: assign({ pendingPath: (_, path: string) => path }),
    applyPath: assign({ audience: ({ context }) => ({ ...context.audience, path: context.pendingPath }) }),
    noteSize: assign({ pendingSize: (_, size: WatermarkSize) => size }),
    applySize: assign({ container: ({ context }) => context.pendingSize }),
    stamp: assign({ renderedAt: ({ context }) => context.now() }),
    noteImageFailed: assign({ imageFailed: true }),
    storeLocalCount: assign({ localWatermarks: (_, count: number) => Math.max(0, count) }),
    noteTamper: assign({ tamperReason: (_, reason: WatermarkTamperReason) => reason }),
    reportTamper: emit((_, params: { reason: WatermarkTamperReason; cleared: boolean }) => ({
      type: 'tampered' as const,
      ...params,
    })),
  },
  delays: {
    ROUTE_DELAY: WATERMARK_ROUTE_DELAY_MS,
    RESIZE_DELAY: WATERMARK_RESIZE_DELAY_MS,
    REFRESH_INTERVAL: ({ context }) => context.settings.refreshIntervalMs,
  },
}).createMachine({
  id: 'watermark',
  context: ({ input }) => ({
    settings: input.settings,
    platform: input.platform,
    scope: input.scope,
    user: input.user,
    audience: input.audience,
    container: input.container,
    imageAccess: input.imageAccess ?? {},
    localWatermarks: input.localWatermarks ?? 0,
    disableTamperClear: input.disableTamperClear ?? false,
    now: input.now,
    listConfig: null,
    pendingPath: input.audience.path,
    pendingSize: input.container,
    imageFailed: false,
    renderedAt: input.now(),
    tamperReason: null,
  }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      on: {
        'IMAGE.FAILED': { actions: 'noteImageFailed' },
        'LOCALS.CHANGED': { actions: { type: 'storeLocalCount', params: ({ event }) => event.count } },
        'TAMPER.DETECTED': [
          {
            guard: 'clearsOnTamper',
            target: 'cleared',
            actions: [
              { type: 'noteTamper', params: ({ event }) => event.reason },
              { type: 'reportTamper', params: ({ event }) => ({ reason: event.reason, cleared: true }) },
            ],
          },
          {
            actions: [
              { type: 'noteTamper', params: ({ event }) => event.reason },
              { type: 'reportTamper', params: ({ event }) => ({ reason: event.reason, cleared: false }) },
            ],
          },
        ],
      },
      states: {
        lists: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'needsListConfig', target: 'loading' }, { target: 'ready' }] },
            loading: {
              invoke: {
                src: 'fetchListConfig',
                onDone: {
                  target: 'ready',
                  actions: { type: 'storeListConfig', params: ({ event }) => event.output },
                },
                // spec 7: on failure an empty list is used
                onError: { target: 'ready', actions: 'useEmptyListConfig' },
              },
            },
            ready: {},
          },
        },
        route: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'ROUTE.CHANGED': {
                  target: 'settling',
                  actions: { type: 'notePath', params: ({ event }) => event.path },
                },
              },
            },
            settling: {
              // spec 4: re-evaluated 200 ms after every route change
              after: { ROUTE_DELAY: { target: 'idle', actions: 'applyPath' } },
              on: {
                'ROUTE.CHANGED': {
                  target: 'settling',
                  reenter: true,
                  actions: { type: 'notePath', params: ({ event }) => event.path },
                },
              },
            },
          },
        },
        resize: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'CONTAINER.RESIZED': {
                  target: 'settling',
                  actions: { type: 'noteSize', params: ({ event }) => event.size },
                },
              },
            },
            settling: {
              // spec 9: resize delay 300 ms
              after: { RESIZE_DELAY: { target: 'idle', actions: 'applySize' } },
              on: {
                'CONTAINER.RESIZED': {
                  target: 'settling',
                  reenter: true,
                  actions: { type: 'noteSize', params: ({ event }) => event.size },
                },
              },
            },
          },
        },
        refresh: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'refreshes', target: 'ticking' }, { target: 'off' }] },
            ticking: { after: { REFRESH_INTERVAL: { target: 'ticking', reenter: true, actions: 'stamp' } } },
            off: {},
          },
        },
      },
    },
    cleared: { type: 'final' },
  },
});
