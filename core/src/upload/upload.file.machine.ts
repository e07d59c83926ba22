import {
  and,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ChunkAnswer, ChunkRequest, UploadParams, UploadServices, UploadTarget } from './upload.service';
import {
  MD5_CHUNK_SIZE,
  MULTIPART_SIZE,
  chunkCount,
  chunkRange,
  classifyUploadFailure,
  confirmedBytes,
  isRetryable,
  nextChunkToSend,
  uploadIssue,
} from './upload.logic';
import { UploadErrorType, type UploadedFile, type UploadIssue, type UploadSource } from './upload.types';
import type { CompressionPlan } from './upload.formats.logic';

/** Input of one file's upload actor. */
export interface FileUploadInput {
  file: UploadSource;
  /** An issue found before upload (`checkFiles`): the actor fails with it at once. */
  rejection?: UploadIssue;
  /** Start at once (default), or wait in `queued` for `START` from a queue. */
  autoStart?: boolean;
  /** Bytes per upload request (default 8 MB, spec 9). */
  chunkSize?: number;
  /** Bytes per md5 read (default 50 MB, spec 9). */
  hashChunkSize?: number;
  secretLevel?: number;
  secretLevelValidity?: string;
  /** Extra fields sent with every call (module, source ...). */
  params?: UploadParams;
  /** Re-upload: the server file whose content this upload replaces. */
  replaceFileId?: string;
  /** spec 9 compress type 1: how the image is compressed before it is hashed and sent. */
  compress?: CompressionPlan;
}

export interface FileUploadContext {
  file: UploadSource;
  compress?: CompressionPlan;
  /** The compression ran (or failed and the file goes as picked). */
  compressed: boolean;
  autoStart: boolean;
  chunkSize: number;
  hashChunkSize: number;
  secretLevel?: number;
  secretLevelValidity?: string;
  params: UploadParams;
  replaceFileId?: string;
  /** Hex md5 once hashed. */
  md5?: string;
  /** Bytes read by the hashing so far. */
  hashedBytes: number;
  /** Chunk indices the server has confirmed. */
  confirmed: number[];
  /** Bytes of the chunk in flight the server has received. */
  sendingBytes: number;
  error?: UploadIssue;
  result?: UploadedFile;
}

export type FileUploadEvent =
  | { type: 'START' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'HASH.PROGRESS'; loaded: number }
  | { type: 'HASH.DONE'; md5: string }
  | { type: 'HASH.FAILED'; error: unknown }
  | { type: 'CHUNK.PROGRESS'; loaded: number }
  | { type: 'CHUNK.DONE'; index: number; answer: ChunkAnswer }
  | { type: 'CHUNK.FAILED'; error: unknown };

/** What an upload actor tells its host besides its snapshot. */
export type FileUploadEmitted =
  { type: 'upload.done'; file: UploadedFile } | { type: 'upload.failed'; issue: UploadIssue };

type HashEvent = Extract<FileUploadEvent, { type: `HASH.${string}` }>;
type ChunkEvent = Extract<FileUploadEvent, { type: `CHUNK.${string}` }>;
/** Input of the `hashFile` actor. */
export interface HashInput {
  file: UploadSource;
  chunkSize: number;
}
/** Input of the `compressImage` actor. */
export interface CompressInput {
  file: UploadSource;
  plan: CompressionPlan;
}
/** Input of the `commitReUpload` actor. */
export interface ReUploadInput {
  fileId: string;
  uploaded: UploadedFile;
}

const missing = (name: string) => new Error(`provide the ${name} actor (uploadActors(services))`);

/** The machine's IO actors built from plain async services; hosts `.provide()` them. */
export function uploadActors(services: UploadServices) {
  return {
    hashFile: fromCallback<HashEvent, HashInput>(({ input, sendBack }) => {
      const abort = new AbortController();
      const onProgress = (loaded: number) => {
        if (!abort.signal.aborted) sendBack({ type: 'HASH.PROGRESS', loaded });
      };
      services.hashFile(input.file, { chunkSize: input.chunkSize, signal: abort.signal, onProgress }).then(
        (md5) => abort.signal.aborted || sendBack({ type: 'HASH.DONE', md5 }),
        (error: unknown) => abort.signal.aborted || sendBack({ type: 'HASH.FAILED', error }),
      );
      return () => abort.abort();
    }),
    preUploadCheck: fromPromise<void, UploadTarget>(({ input, signal }) =>
      services.preUploadCheck(input, signal),
    ),
    chunkUpCheck: fromPromise<number[], UploadTarget>(({ input, signal }) =>
      services.chunkUpCheck(input, signal),
    ),
    sendChunk: fromCallback<ChunkEvent, ChunkRequest>(({ input, sendBack }) => {
      const abort = new AbortController();
      const onProgress = (loaded: number) => {
        if (!abort.signal.aborted) sendBack({ type: 'CHUNK.PROGRESS', loaded });
      };
      services.sendChunk(input, { signal: abort.signal, onProgress }).then(
        (answer) => abort.signal.aborted || sendBack({ type: 'CHUNK.DONE', index: input.index, answer }),
        (error: unknown) => abort.signal.aborted || sendBack({ type: 'CHUNK.FAILED', error }),
      );
      // leaving the state (cancel) aborts the request, so the server sees the call end
      return () => abort.abort();
    }),
    commitReUpload: fromPromise<UploadedFile, ReUploadInput>(({ input, signal }) =>
      services.reUpload(input.fileId, input.uploaded, signal),
    ),
    // without a compressor (a server, a test) the image goes as picked
    compressImage: fromPromise<UploadSource, CompressInput>(({ input, signal }) =>
      services.compressImage
        ? services.compressImage(input.file, input.plan, signal)
        : Promise.resolve(input.file),
    ),
  };
}

const stubs = {
  hashFile: fromCallback<HashEvent, HashInput>(({ sendBack }) => {
    sendBack({ type: 'HASH.FAILED', error: missing('hashFile') });
  }),
  preUploadCheck: fromPromise<void, UploadTarget>(() => Promise.reject(missing('preUploadCheck'))),
  chunkUpCheck: fromPromise<number[], UploadTarget>(() => Promise.reject(missing('chunkUpCheck'))),
  sendChunk: fromCallback<ChunkEvent, ChunkRequest>(({ sendBack }) => {
    sendBack({ type: 'CHUNK.FAILED', error: missing('sendChunk') });
  }),
  commitReUpload: fromPromise<UploadedFile, ReUploadInput>(() => Promise.reject(missing('commitReUpload'))),
  compressImage: fromPromise<UploadSource, CompressInput>(() => Promise.reject(missing('compressImage'))),
};

/** What the server is told about the file (`md5` must be known). */
export function uploadTarget(context: FileUploadContext): UploadTarget {
  return {
    fileName: context.file.name,
    fileSize: context.file.size,
    fileMd5: context.md5 ?? '',
    chunkSize: context.chunkSize,
    chunks: chunkCount(context.file.size, context.chunkSize),
    secretLevel: context.secretLevel,
    secretLevelValidity: context.secretLevelValidity,
    params: context.params,
  };
}

/** The next chunk request: the first chunk the server lacks. */
export function nextChunkRequest(context: FileUploadContext): ChunkRequest {
  const target = uploadTarget(context);
  const index = nextChunkToSend(target.chunks, context.confirmed);
  const [start, end] = chunkRange(index, context.file.size, context.chunkSize);
  return { ...target, index, body: context.file.slice(start, end) };
}

/** Bytes of the file the server holds, counting the chunk in flight. */
export function uploadedBytes(context: FileUploadContext): number {
  return Math.min(
    context.file.size,
    confirmedBytes(context.confirmed, context.file.size, context.chunkSize) + context.sendingBytes,
  );
}

const allConfirmed = (context: FileUploadContext, extra: number): boolean =>
  new Set([...context.confirmed, extra]).size >= chunkCount(context.file.size, context.chunkSize);

/**
 * One file's upload: validating → queued → [compressing (an image under compress type 1)] → hashing (md5) → checking (`preUploadCheck`) →
 * probing (`chunkUpCheck`) → uploading (missing chunks one by one) → [committing (re-upload)] →
 * done. `CANCEL` anywhere active fails with type 5 and aborts the call in flight; `RETRY` from a
 * retryable failure queues again and resumes from the server's confirmed chunks.
 */
export const fileUploadMachine = setup({
  types: {
    input: {} as FileUploadInput,
    context: {} as FileUploadContext,
    events: {} as FileUploadEvent,
    emitted: {} as FileUploadEmitted,
    output: {} as UploadedFile,
  },
  actors: stubs,
  guards: {
    rejected: ({ context }) => context.error !== undefined,
    autoStart: ({ context }) => context.autoStart,
    needsHash: ({ context }) => context.md5 === undefined,
    needsCompress: ({ context }) => context.compress !== undefined && !context.compressed,
    retryable: ({ context }) => context.error !== undefined && isRetryable(context.error.type),
    assembled: ({ event }) => event.type === 'CHUNK.DONE' && event.answer.complete,
    serverLostTheFile: ({ context, event }) =>
      event.type === 'CHUNK.DONE' && allConfirmed(context, event.index),
    replacing: ({ context }) => context.replaceFileId !== undefined,
    // a re-upload whose content arrived but whose commit failed only needs the commit again
    uploadedAwaitingCommit: ({ context }) =>
      context.replaceFileId !== undefined && context.result !== undefined,
  },
  actions: {
    clearError: assign({ error: undefined, sendingBytes: 0 }),
    recordHashProgress: assign({
      hashedBytes: ({ event }) => (event.type === 'HASH.PROGRESS' ? event.loaded : 0),
    }),
    recordMd5: assign({
      md5: ({ event }) => (event.type === 'HASH.DONE' ? event.md5 : undefined),
      hashedBytes: ({ context }) => context.file.size,
    }),
    recordServerChunks: assign({ confirmed: (_, chunks: number[]) => chunks }),
    recordChunkProgress: assign({
      sendingBytes: ({ event }) => (event.type === 'CHUNK.PROGRESS' ? event.loaded : 0),
    }),
    confirmChunk: assign({
      confirmed: ({ context, event }) =>
        event.type === 'CHUNK.DONE' ? [...new Set([...context.confirmed, event.index])] : context.confirmed,
      sendingBytes: 0,
    }),
    recordResult: assign({ result: (_, file: UploadedFile) => file }),
    failWith: assign({ error: (_, issue: UploadIssue) => issue, sendingBytes: 0 }),
    emitFailed: emit(({ context }) => ({
      type: 'upload.failed' as const,
      issue: context.error ?? uploadIssue(UploadErrorType.ApiError),
    })),
    // a list that spawned this upload re-reads its row after every step (no-op for a lone actor)
    report: enqueueActions(({ enqueue, self }) => {
      if (self._parent) enqueue.sendParent({ type: 'FILE.UPDATE', id: self.id });
    }),
    emitDone: emit(({ context }) => ({ type: 'upload.done' as const, file: context.result as UploadedFile })),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    file: input.file,
    autoStart: input.autoStart ?? true,
    chunkSize: input.chunkSize ?? MULTIPART_SIZE,
    hashChunkSize: input.hashChunkSize ?? MD5_CHUNK_SIZE,
    secretLevel: input.secretLevel,
    secretLevelValidity: input.secretLevelValidity,
    params: input.params ?? {},
    replaceFileId: input.replaceFileId,
    compress: input.compress,
    compressed: false,
    hashedBytes: 0,
    confirmed: [],
    sendingBytes: 0,
    error: input.rejection,
  }),
  initial: 'validating',
  // only the done state ends the machine, and it always has a result
  output: ({ context }) => context.result as UploadedFile,
  states: {
    validating: {
      always: [{ guard: 'rejected', target: 'failed' }, { target: 'queued' }],
    },
    queued: {
      entry: 'report',
      always: [
        { guard: and(['autoStart', 'needsCompress']), target: 'active.compressing' },
        { guard: and(['autoStart', 'needsHash']), target: 'active.hashing' },
        { guard: and(['autoStart', 'uploadedAwaitingCommit']), target: 'active.committing' },
        { guard: 'autoStart', target: 'active.checking' },
      ],
      on: {
        START: [
          { guard: 'needsCompress', target: 'active.compressing' },
          { guard: 'needsHash', target: 'active.hashing' },
          { guard: 'uploadedAwaitingCommit', target: 'active.committing' },
          { target: 'active.checking' },
        ],
        CANCEL: {
          target: 'failed',
          actions: { type: 'failWith', params: () => uploadIssue(UploadErrorType.Cancelled) },
        },
      },
    },
    active: {
      initial: 'hashing',
      on: {
        CANCEL: {
          target: 'failed',
          actions: { type: 'failWith', params: () => uploadIssue(UploadErrorType.Cancelled) },
        },
      },
      states: {
        compressing: {
          entry: 'report',
          invoke: {
            src: 'compressImage',
            input: ({ context }) => ({ file: context.file, plan: context.compress as CompressionPlan }),
            onDone: {
              target: 'hashing',
              actions: assign({ file: ({ event }) => event.output, compressed: true }),
            },
            // compression is a saving, not a condition: a file it cannot read goes as picked
            onError: { target: 'hashing', actions: assign({ compressed: true }) },
          },
        },
        hashing: {
          entry: 'report',
          invoke: {
            src: 'hashFile',
            input: ({ context }) => ({ file: context.file, chunkSize: context.hashChunkSize }),
          },
          on: {
            'HASH.PROGRESS': { actions: ['recordHashProgress', 'report'] },
            'HASH.DONE': { target: 'checking', actions: 'recordMd5' },
            'HASH.FAILED': {
              target: '#upload.failed',
              actions: { type: 'failWith', params: () => uploadIssue(UploadErrorType.ChecksumReadFailed) },
            },
          },
        },
        checking: {
          entry: 'report',
          invoke: {
            src: 'preUploadCheck',
            input: ({ context }) => uploadTarget(context),
            onDone: { target: 'probing' },
            onError: {
              target: '#upload.failed',
              actions: { type: 'failWith', params: ({ event }) => classifyUploadFailure(event.error) },
            },
          },
        },
        probing: {
          entry: 'report',
          invoke: {
            src: 'chunkUpCheck',
            input: ({ context }) => uploadTarget(context),
            onDone: {
              target: 'uploading',
              actions: { type: 'recordServerChunks', params: ({ event }) => event.output },
            },
            onError: {
              target: '#upload.failed',
              actions: { type: 'failWith', params: ({ event }) => classifyUploadFailure(event.error) },
            },
          },
        },
        uploading: {
          entry: 'report',
          invoke: { src: 'sendChunk', input: ({ context }) => nextChunkRequest(context) },
          on: {
            'CHUNK.PROGRESS': { actions: ['recordChunkProgress', 'report'] },
            'CHUNK.DONE': [
              {
                guard: and(['assembled', 'replacing']),
                target: 'committing',
                actions: [
                  'confirmChunk',
                  {
                    type: 'recordResult',
                    params: ({ event }) => (event.answer as { file: UploadedFile }).file,
                  },
                ],
              },
              {
                guard: 'assembled',
                target: '#upload.done',
                actions: [
                  'confirmChunk',
                  {
                    type: 'recordResult',
                    params: ({ event }) => (event.answer as { file: UploadedFile }).file,
                  },
                ],
              },
              {
                // every chunk arrived, yet no file: the server failed to assemble or verify it
                guard: 'serverLostTheFile',
                target: '#upload.failed',
                actions: [
                  'confirmChunk',
                  { type: 'failWith', params: () => uploadIssue(UploadErrorType.ApiError) },
                ],
              },
              { target: 'uploading', reenter: true, actions: 'confirmChunk' },
            ],
            'CHUNK.FAILED': {
              target: '#upload.failed',
              actions: { type: 'failWith', params: ({ event }) => classifyUploadFailure(event.error) },
            },
          },
        },
        committing: {
          entry: 'report',
          invoke: {
            src: 'commitReUpload',
            input: ({ context }) => ({
              fileId: context.replaceFileId as string,
              uploaded: context.result as UploadedFile,
            }),
            onDone: {
              target: '#upload.done',
              actions: { type: 'recordResult', params: ({ event }) => event.output },
            },
            onError: {
              target: '#upload.failed',
              actions: { type: 'failWith', params: ({ event }) => classifyUploadFailure(event.error) },
            },
          },
        },
      },
    },
    failed: {
      entry: ['emitFailed', 'report'],
      on: {
        RETRY: { guard: 'retryable', target: 'queued', actions: 'clearError' },
      },
    },
    done: {
      type: 'final',
      entry: ['emitDone', 'report'],
    },
  },
});

/** A running upload actor. */
export type FileUploadActor = ActorRefFrom<typeof fileUploadMachine>;
/** A snapshot of an upload actor. */
export type FileUploadSnapshot = SnapshotFrom<typeof fileUploadMachine>;

/** The steps of an upload users see. */
export type UploadStatus =
  'waiting' | 'compressing' | 'hashing' | 'checking' | 'uploading' | 'done' | 'failed';

/** Which user-visible step a snapshot is in. */
export function uploadStatus(snapshot: FileUploadSnapshot): UploadStatus {
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ active: 'compressing' })) return 'compressing';
  if (snapshot.matches({ active: 'hashing' })) return 'hashing';
  if (snapshot.matches({ active: 'uploading' })) return 'uploading';
  if (snapshot.matches('active')) return 'checking';
  return 'waiting';
}
