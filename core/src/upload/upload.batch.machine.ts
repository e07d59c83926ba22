import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { classifyUploadFailure } from './upload.logic';
import { BATCH_POLL_INTERVAL, BATCH_POLL_LIMIT, type BatchProgress } from './upload.operations.logic';

/** Input of a batch download: the files to pack. */
export interface BatchDownloadInput {
  fileIds: readonly string[];
}

/** Where a batch download stands, as the field shows it. */
export interface BatchDownloadState {
  status: 'preparing' | 'ready' | 'failed';
  percent: number;
  /** The packed archive, once ready. */
  fileId?: string;
  name?: string;
  /** The refusal's message, when failed. */
  error?: string;
}

/** The batch machine's context: its state plus the files, the task and the asks so far. */
export interface BatchContext extends BatchDownloadState {
  fileIds: readonly string[];
  taskId?: string;
  polls: number;
}

const missing = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

/**
 * One batch download (spec 7): `downloadByFileIds` starts packing, then `batchDownloadPercent` is
 * asked every second until the archive's file id arrives. Leaving (the field stops the actor)
 * aborts the call in flight. A parent hears of every change as `BATCH.UPDATE`.
 */
export const batchDownloadMachine = setup({
  types: {
    input: {} as BatchDownloadInput,
    context: {} as BatchContext,
  },
  actors: {
    startBatchDownload: fromPromise<string, { fileIds: readonly string[] }>(missing('startBatchDownload')),
    batchDownloadPercent: fromPromise<BatchProgress, { taskId: string }>(missing('batchDownloadPercent')),
  },
  delays: { POLL: BATCH_POLL_INTERVAL },
  guards: {
    packed: (_, progress: BatchProgress) => progress.fileId !== undefined,
    outOfPolls: ({ context }) => context.polls >= BATCH_POLL_LIMIT,
  },
  actions: {
    // the parent copies the state onto its own context, so its snapshot shows the progress
    report: enqueueActions(({ context, enqueue, self }) => {
      if (self._parent) enqueue.sendParent({ type: 'BATCH.UPDATE', state: batchState(context) });
    }),
    fail: assign(({ event }) => ({
      status: 'failed' as const,
      error: classifyUploadFailure('error' in event ? event.error : undefined).message,
    })),
  },
}).createMachine({
  id: 'batchDownload',
  context: ({ input }) => ({ fileIds: input.fileIds, status: 'preparing', percent: 0, polls: 0 }),
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        src: 'startBatchDownload',
        input: ({ context }) => ({ fileIds: context.fileIds }),
        onDone: { target: 'waiting', actions: assign({ taskId: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    waiting: {
      entry: 'report',
      always: { guard: 'outOfPolls', target: 'failed', actions: 'fail' },
      after: { POLL: 'asking' },
    },
    asking: {
      invoke: {
        src: 'batchDownloadPercent',
        input: ({ context }) => ({ taskId: context.taskId ?? '' }),
        onDone: [
          {
            guard: { type: 'packed', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => ({ ...event.output, status: 'ready' as const })),
          },
          {
            target: 'waiting',
            actions: assign(({ context, event }) => ({
              // progress never goes back
              percent: Math.max(context.percent, event.output.percent),
              polls: context.polls + 1,
            })),
          },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ready: { type: 'final', entry: 'report' },
    failed: { type: 'final', entry: 'report' },
  },
});

/** A running batch download. */
export type BatchDownloadActor = ActorRefFrom<typeof batchDownloadMachine>;

/** The state a field shows of a batch download. */
export function batchState({ status, percent, fileId, name, error }: BatchDownloadState): BatchDownloadState {
  return {
    status,
    percent,
    ...(fileId ? { fileId } : {}),
    ...(name ? { name } : {}),
    ...(error ? { error } : {}),
  };
}
