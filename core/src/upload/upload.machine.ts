import { assertEvent, assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { t } from './messages';
import {
  base64ImageProblem,
  baseUploadLimitKB,
  docLookupKey,
  remoteUrlOf,
  remoteUrlProblem,
  resolveDocReference,
  sourceKey,
  type BusinessRef,
  type DocLookup,
  type DocReference,
} from './upload.sources.logic';
import {
  fileUploadMachine,
  uploadActors,
  uploadStatus,
  uploadedBytes,
  type FileUploadActor,
} from './upload.file.machine';
import {
  DEFAULT_UPLOAD_CONCURRENCY,
  checkFiles,
  classifyUploadFailure,
  fileExtension,
  fieldLimits,
  type UploadLimits,
} from './upload.logic';
import { compressTypeOf, compressionPlan } from './upload.formats.logic';
import type {
  FileOperationServices,
  FileSourceServices,
  UploadParams,
  UploadServices,
} from './upload.service';
import { batchDownloadMachine, type BatchDownloadState } from './upload.batch.machine';
import {
  appealReasonProblem,
  APPEAL_REASON_MAX,
  BATCH_DOWNLOAD_MAX,
  BATCH_SECRET_LEVEL_MAX,
  isBlocked,
} from './upload.operations.logic';
import type { UploadStatus } from './upload.file.machine';
import {
  UploadErrorType,
  type FileFacts,
  type FileUrlFlags,
  type UploadedFile,
  type UploadIssue,
  type UploadSource,
  type UploadSystemSettings,
} from './upload.types';
import type { SecretLevelOption } from '../secret-level';

/** spec 3: how an upload field is shown. */
export type UploadMode = 'required' | 'edit' | 'readOnly' | 'hidden';

// The secret-level option is the secret-level feature's; uploads pick one.
export type { SecretLevelOption };

/** How new uploads run and what they send; may change while the field lives. */
export interface UploadConfig {
  /** Files uploading at the same time (default 3). */
  concurrency?: number;
  /** Bytes per upload request (default 8 MB). */
  chunkSize?: number;
  /** Bytes per md5 read (default 50 MB). */
  hashChunkSize?: number;
  /** Secret level given to new uploads. */
  secretLevel?: number;
  secretLevelValidity?: string;
  /** Extra fields of every upload call. */
  params?: UploadParams;
  /** spec 9: 1 compresses images before upload; default 1 on mobile, 0 on desktop. */
  compressType?: number;
}

/** What the field shows and checks against besides its rows; may change while it lives. */
export interface UploadFieldOptions extends FileUrlFlags {
  mode?: UploadMode;
  limits?: UploadLimits;
  /** The form's secret level: files below it are dropped (spec 5). */
  formSecretLevel?: number;
  /** Levels a file's secret level may be changed to; none means no edit. */
  secretLevelOptions?: readonly SecretLevelOption[];
  /** The page runs inside the mobile app shell: previews carry `imgFormat=imagePreview` (spec 7). */
  appShell?: boolean;
  /** The image list: images only unless `limits.accept` says otherwise (spec 5). */
  imagesOnly?: boolean;
  /** The browser's user agent: a mobile upload on an iOS below 15.0 is refused (spec 9). */
  userAgent?: string;
  /** Offer adding a file from a link: the server fetches it (spec 7 remote download). */
  allowRemote?: boolean;
  /** Take pictures pasted into the field, sent as base64 (spec 7 base upload). */
  allowPaste?: boolean;
  /**
   * The record the field's files belong to: downloads go through `business/dl` with it, so the
   * server checks the user may see that record (spec 7). A malformed one is ignored.
   */
  business?: BusinessRef;
}

/** Input of the upload field machine. */
export interface UploadInput {
  /** Files the field holds at the start. */
  initial?: readonly UploadedFile[];
  /** The upload system setting; the machine fetches it (`fetchSettings`) when absent. */
  settings?: UploadSystemSettings;
  config?: UploadConfig;
  field?: UploadFieldOptions;
  /** Ids of new rows (tests make them predictable). */
  newId?: () => string;
}

/** One row of an upload list. */
export interface UploadItem {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  hashedBytes: number;
  uploadedBytes: number;
  error?: UploadIssue;
  /** The server's file: the upload's result, a file of the value, or the one a re-upload replaces. */
  file?: UploadedFile;
  /** A rename or secret-level change is being saved. */
  saving?: boolean;
}

/** A message for the user (spec 8: an object with type and content). */
export interface UploadMessage {
  type: 'error' | 'info';
  content: string;
}

/** Answers an edit: the refusal's message, or undefined when saved. */
export type EditReply = (refusal: string | undefined) => void;

/** One row of the field with what runs for it. */
export interface UploadRow {
  item: UploadItem;
  /** The upload running for the row, while it runs (a finished one lets go of its File). */
  upload?: FileUploadActor;
  /** START was sent and the row has not reported since. */
  starting: boolean;
  /** The file a re-upload replaces. */
  previous?: UploadedFile;
  /** Part of the uploads counted in the overall progress. */
  inBatch: boolean;
  /** Who waits for the edit being saved. */
  reply?: EditReply;
}

export interface UploadContext {
  rows: UploadRow[];
  settings?: UploadSystemSettings;
  config: UploadConfig;
  field: UploadFieldOptions;
  /** Files picked before the setting arrived: checked once it has. */
  pending: UploadSource[][];
  newId: () => string;
  /** Counter of upload actor ids. */
  spawned: number;
  /** Ids of the rows the user chose (batch download, batch secret level). */
  selected: string[];
  /** The batch download under way or finished, until closed. */
  batch?: BatchDownloadState;
  /** Ids of the rows a batch secret-level change is saving. */
  levelIds: string[];
  /** Remote downloads and base uploads on their way, by actor id, with the caller's reply. */
  sources: Readonly<Record<string, EditReply | undefined>>;
  /** The documents held files come from, by {@link docLookupKey}: asked for when a row shows. */
  docs: Readonly<Record<string, DocLookup>>;
}

export type UploadEvent =
  | { type: 'ADD'; files: readonly UploadSource[] }
  /** Has the server fetch a file at `url` (spec 7 remote download); `reply` hears a refusal or `undefined`. */
  | { type: 'ADD.REMOTE'; url: string; reply?: EditReply }
  /** Stores a pasted or captured picture (spec 7 base upload). */
  | { type: 'ADD.BASE64'; dataUrl: string; name: string }
  | { type: 'CANCEL'; id: string }
  | { type: 'CANCEL_ALL' }
  | { type: 'RETRY'; id: string }
  | { type: 'REMOVE'; id: string }
  | { type: 'REUPLOAD'; id: string; file: UploadSource }
  | { type: 'RENAME'; id: string; name: string; reply?: EditReply }
  | {
      type: 'EDIT_SECRET_LEVEL';
      id: string;
      secretLevel: number;
      secretLevelValidity?: string;
      reply?: EditReply;
    }
  | { type: 'VALUE.SET'; files: readonly UploadedFile[] }
  | { type: 'CONFIGURE'; settings?: UploadSystemSettings; config?: UploadConfig; field?: UploadFieldOptions }
  | { type: 'FILE.UPDATE'; id: string }
  | { type: 'SELECT'; ids: readonly string[]; selected: boolean }
  | { type: 'BATCH.START'; fileIds: readonly string[] }
  | { type: 'BATCH.UPDATE'; state: BatchDownloadState }
  | { type: 'BATCH.CLOSE' }
  | { type: 'APPEAL'; id: string; reason: string; reply?: EditReply }
  | { type: 'EDIT.OPEN'; id: string }
  | { type: 'BATCH.SECRET_LEVEL'; ids: readonly string[]; secretLevel: number; secretLevelValidity?: string }
  /** Looks up the document a held row's file comes from (once; again after a failure). */
  | { type: 'DOC.LOAD'; id: string };

/** What the field tells its host: messages to show, and the files it holds after each change. */
export type UploadEmitted =
  | { type: 'message'; message: UploadMessage }
  | { type: 'change'; files: UploadedFile[] }
  /** Open the online editor at `url` (already checked by `safeUrl`) in a new window. */
  | { type: 'open'; url: string };

/** Input of the `renameFile` actor. */
export interface RenameInput {
  file: UploadedFile;
  name: string;
}
/** Input of the `appealFile` actor. */
export interface AppealInput {
  file: UploadedFile;
  reason: string;
}
/** Input of the `editSecretLevels` actor (several files at once). */
export interface SecretLevelsInput {
  files: readonly UploadedFile[];
  secretLevel: number;
  secretLevelValidity?: string;
}
/** Input of the `addFromSource` actor: a remote download or a base upload, under the client's key. */
export type SourceInput =
  | { kind: 'remote'; url: string; key: string }
  | { kind: 'base64'; dataUrl: string; name: string; key: string };
/** Input of the `fetchDoc` actor: the file's reference or document id. */
export interface DocInput {
  refId?: string;
  docId?: string;
}
/** Input of the `fetchEditUrl` actor. */
export interface EditUrlInput {
  file: UploadedFile;
}
/** Input of the `editSecretLevel` actor. */
export interface SecretLevelInput {
  file: UploadedFile;
  secretLevel: number;
  secretLevelValidity?: string;
}

const ACTIVE: ReadonlySet<UploadStatus> = new Set<UploadStatus>([
  'compressing',
  'hashing',
  'checking',
  'uploading',
]);
const IN_FLIGHT: ReadonlySet<UploadStatus> = new Set<UploadStatus>(['waiting', ...ACTIVE]);
const EDIT_PREFIX = 'edit:';
/** Id of the actor fetching a row's editor address. */
const OPEN_PREFIX = 'open:';
/** Id of the batch secret-level change. */
const LEVELS_ID = 'levels';
/** Ids of the remote downloads and base uploads. */
const SOURCE_PREFIX = 'source:';
/** Ids of the lookups of the document a file comes from, by {@link docLookupKey}. */
const DOC_PREFIX = 'doc:';

const missing = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

const fileRow = (file: UploadedFile): UploadRow => ({
  item: {
    id: `file:${file.fileId}`,
    name: file.name,
    size: file.size,
    status: 'done',
    hashedBytes: 0,
    uploadedBytes: file.size,
    file,
  },
  starting: false,
  inBatch: false,
});

/** The row an upload snapshot shows; `previous` is the file a re-upload replaces. */
export function itemFromSnapshot(
  id: string,
  snapshot: SnapshotFrom<typeof fileUploadMachine>,
  previous?: UploadedFile,
): UploadItem {
  const status = uploadStatus(snapshot);
  const { context } = snapshot;
  const file = status === 'done' ? context.result : previous;
  return {
    id,
    name: status === 'done' && file ? file.name : context.file.name,
    size: context.file.size,
    status,
    hashedBytes: context.hashedBytes,
    uploadedBytes: status === 'done' ? context.file.size : uploadedBytes(context),
    ...(status === 'failed' && context.error ? { error: context.error } : {}),
    ...(file ? { file } : {}),
  };
}

/** The files the rows hold, in order. */
export function heldFiles(rows: readonly { item: UploadItem }[]): UploadedFile[] {
  return rows.flatMap((row) => (row.item.file ? [row.item.file] : []));
}

/** Progress of the uploads since the list was last idle. */
export function overallProgress(rows: readonly UploadRow[]): {
  loaded: number;
  total: number;
  active: boolean;
} {
  const batch = rows.filter((row) => row.inBatch && row.item.status !== 'failed');
  return {
    loaded: batch.reduce((sum, row) => sum + row.item.uploadedBytes, 0),
    total: batch.reduce((sum, row) => sum + row.item.size, 0),
    active: rows.some((row) => IN_FLIGHT.has(row.item.status)),
  };
}

function issueMessage(name: string, issue: UploadIssue): UploadMessage | undefined {
  if (issue.type === UploadErrorType.Silent || !issue.message) return undefined;
  return {
    type: issue.type === UploadErrorType.Cancelled ? 'info' : 'error',
    content: t('upload.fileIssue', { name, message: issue.message }),
  };
}

function holdings(rows: readonly UploadRow[], except?: UploadRow): { count: number; size: number } {
  const held = rows.filter((row) => row !== except && (row.item.file || row.item.status !== 'failed'));
  return { count: held.length, size: held.reduce((sum, row) => sum + row.item.size, 0) };
}

function checksFor(context: UploadContext, files: readonly UploadSource[], except?: UploadRow) {
  return checkFiles(files, {
    ...fieldLimits(context.field),
    settings: context.settings,
    existing: holdings(context.rows, except),
  });
}

/**
 * `rows` with `row` counted in the overall progress; a new batch forgets the old one, since the
 * progress covers the uploads since the list was last idle.
 */
function joinBatch(rows: readonly UploadRow[], row: UploadRow): UploadRow[] {
  const idle = !rows.some((other) => other.item.id !== row.item.id && IN_FLIGHT.has(other.item.status));
  return rows.map((other) =>
    other.item.id === row.item.id ? { ...other, inBatch: true } : idle ? { ...other, inBatch: false } : other,
  );
}

const sameFiles = (a: readonly UploadedFile[], b: readonly UploadedFile[]) =>
  a.length === b.length && a.every((file, index) => b[index] === file);

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An upload field: its rows, one child upload actor per file being uploaded (at most
 * `concurrency` running, oldest first), the system setting (fetched unless given), and renames and
 * secret-level changes as actors of their own. Messages and value changes are emitted.
 */
/** The field's files, said as they are once the queued changes of an event are made. */
const changed = ({ context }: { context: UploadContext }) => ({
  type: 'change' as const,
  files: heldFiles(context.rows),
});

export const uploadMachine = setup({
  types: {
    input: {} as UploadInput,
    context: {} as UploadContext,
    events: {} as UploadEvent,
    emitted: {} as UploadEmitted,
  },
  actors: {
    fetchSettings: fromPromise<UploadSystemSettings>(missing('fetchSettings')),
    fileUpload: fileUploadMachine,
    renameFile: fromPromise<UploadedFile, RenameInput>(missing('renameFile')),
    editSecretLevel: fromPromise<UploadedFile, SecretLevelInput>(missing('editSecretLevel')),
    appealFile: fromPromise<UploadedFile, AppealInput>(missing('appealFile')),
    fetchEditUrl: fromPromise<string, EditUrlInput>(missing('fetchEditUrl')),
    editSecretLevels: fromPromise<UploadedFile[], SecretLevelsInput>(missing('editSecretLevels')),
    addFromSource: fromPromise<UploadedFile, SourceInput>(missing('addFromSource')),
    fetchDoc: fromPromise<DocReference | undefined, DocInput>(missing('fetchDoc')),
    batchDownload: batchDownloadMachine,
  },
  guards: {
    hasSettings: ({ context }) => context.settings !== undefined,
  },
  // rows are rebuilt as new objects on every change, so snapshots stay immutable for React
  actions: {
    /** Checks each selection and starts a row and its upload actor for each file that passes. */
    addFiles: enqueueActions(({ context, enqueue }, selections: readonly (readonly UploadSource[])[]) => {
      const accepted: UploadSource[] = [];
      let held = holdings(context.rows);
      for (const files of selections) {
        if (files.length === 0) continue;
        const limits = fieldLimits(context.field);
        const issues = checkFiles(files, { ...limits, settings: context.settings, existing: held });
        if (issues.every((issue) => issue?.type === UploadErrorType.TooMany)) {
          // issue 14: a selection over maxCount is refused whole, with one message
          enqueue.emit({ type: 'message', message: { type: 'error', content: issues[0]?.message ?? '' } });
          continue;
        }
        files.forEach((file, index) => {
          const issue = issues[index];
          const message = issue && issueMessage(file.name, issue);
          if (message) enqueue.emit({ type: 'message', message });
          if (issue) return;
          accepted.push(file);
          held = { count: held.count + 1, size: held.size + file.size };
        });
      }
      if (accepted.length === 0) return;
      enqueue.assign(({ context: now, spawn }) => {
        let rows = now.rows;
        let spawned = now.spawned;
        for (const file of accepted) {
          spawned += 1;
          const id = now.newId();
          const row: UploadRow = {
            item: {
              id,
              name: file.name,
              size: file.size,
              status: 'waiting',
              hashedBytes: 0,
              uploadedBytes: 0,
            },
            upload: spawn('fileUpload', {
              id: `upload:${spawned}`,
              input: { file, autoStart: false, ...uploadInput(now, file) },
            }),
            starting: false,
            inBatch: false,
          };
          rows = joinBatch([...rows, row], row);
        }
        return { rows, spawned };
      });
    }),
    pump: enqueueActions(({ context, enqueue }) => {
      const limit = Math.max(1, context.config.concurrency ?? DEFAULT_UPLOAD_CONCURRENCY);
      let running = context.rows.filter(
        (row) => row.upload && (row.starting || ACTIVE.has(row.item.status)),
      ).length;
      const starts = new Set<UploadRow>();
      for (const row of context.rows) {
        if (running >= limit) break;
        if (row.upload && !row.starting && row.item.status === 'waiting') {
          running += 1;
          starts.add(row);
          enqueue.sendTo(row.upload, { type: 'START' });
        }
      }
      if (starts.size) {
        enqueue.assign({
          rows: context.rows.map((row) => (starts.has(row) ? { ...row, starting: true } : row)),
        });
      }
    }),
    emitChange: emit(changed),
    takeFileUpdate: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'FILE.UPDATE');
      const row = context.rows.find((candidate) => candidate.upload?.id === event.id);
      if (!row?.upload) return;
      const before = row.item.status;
      const item = {
        ...itemFromSnapshot(row.item.id, row.upload.getSnapshot(), row.previous),
        saving: undefined,
      };
      const after = item.status;
      const done = after === 'done';
      if (after === 'failed' && before !== 'failed' && item.error) {
        const message = issueMessage(row.upload.getSnapshot().context.file.name, item.error);
        if (message) enqueue.emit({ type: 'message', message });
      }
      // a finished upload keeps only its data: the actor and the File it held go
      if (done) enqueue.stopChild(row.upload);
      enqueue.assign({
        rows: context.rows.map((other) =>
          other === row
            ? { ...row, item, starting: false, ...(done ? { upload: undefined, previous: undefined } : {}) }
            : other,
        ),
      });
      if (done && before !== 'done') enqueue.emit(changed);
    }),
    select: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'SELECT');
        const ids = new Set(event.ids);
        const rest = context.selected.filter((id) => !ids.has(id));
        return event.selected ? [...rest, ...event.ids.filter((id) => rows(context).has(id))] : rest;
      },
    }),
    startBatchDownload: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'BATCH.START');
      if (context.batch?.status === 'preparing') return;
      const fileIds = [...new Set(event.fileIds)];
      if (fileIds.length === 0) return;
      if (fileIds.length > BATCH_DOWNLOAD_MAX) {
        const content = t('upload.batch.tooMany', { max: BATCH_DOWNLOAD_MAX });
        return enqueue.emit({ type: 'message', message: { type: 'error', content } });
      }
      enqueue.stopChild('batch');
      enqueue.spawnChild('batchDownload', { id: 'batch', input: { fileIds } });
      enqueue.assign({ batch: { status: 'preparing', percent: 0 } });
    }),
    closeBatchDownload: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('batch');
      enqueue.assign({ batch: undefined });
    }),
    appeal: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'APPEAL');
      const row = context.rows.find((candidate) => candidate.item.id === event.id);
      const file = row?.item.file;
      if (!row || !file || row.upload || row.item.saving || !isBlocked(file) || file.appealed)
        return enqueue(() => event.reply?.(undefined));
      const problem = appealReasonProblem(event.reason);
      if (problem)
        return enqueue(() => event.reply?.(t(`upload.appeal.${problem}`, { max: APPEAL_REASON_MAX })));
      enqueue.spawnChild('appealFile', {
        id: EDIT_PREFIX + row.item.id,
        input: { file, reason: event.reason.trim() },
      });
      enqueue.assign({ rows: savingRows(context.rows, row, event.reply) });
    }),
    openEditor: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'EDIT.OPEN');
      const row = context.rows.find((candidate) => candidate.item.id === event.id);
      const file = row?.item.file;
      if (!row || !file || row.upload || row.item.saving || isBlocked(file)) return;
      // a second click while the address is on its way opens one window, not two
      enqueue.stopChild(OPEN_PREFIX + row.item.id);
      enqueue.spawnChild('fetchEditUrl', { id: OPEN_PREFIX + row.item.id, input: { file } });
    }),
    editSecretLevels: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'BATCH.SECRET_LEVEL');
      const ids = new Set(event.ids);
      const chosen = context.rows.filter((row) => ids.has(row.item.id) && row.item.file && !row.upload);
      if (context.levelIds.length > 0 || chosen.some((row) => row.item.saving)) return;
      if (chosen.length === 0) return;
      if (chosen.length > BATCH_SECRET_LEVEL_MAX) {
        const content = t('upload.batchLevel.tooMany', { max: BATCH_SECRET_LEVEL_MAX });
        return enqueue.emit({ type: 'message', message: { type: 'error', content } });
      }
      const { secretLevel, secretLevelValidity } = event;
      enqueue.spawnChild('editSecretLevels', {
        id: LEVELS_ID,
        input: {
          files: chosen.map((row) => row.item.file as UploadedFile),
          secretLevel,
          secretLevelValidity,
        },
      });
      const saving = new Set(chosen);
      enqueue.assign({
        rows: context.rows.map((row) =>
          saving.has(row) ? { ...row, item: { ...row.item, saving: true } } : row,
        ),
        levelIds: chosen.map((row) => row.item.id),
      });
    }),
    loadDoc: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'DOC.LOAD');
      const file = context.rows.find((row) => row.item.id === event.id && !row.upload)?.item.file;
      const key = docLookupKey(file);
      if (!file || !key) return;
      const known = context.docs[key];
      if (known && known.status !== 'failed') return;
      const input: DocInput = file.refId ? { refId: file.refId } : { docId: file.docId };
      enqueue.spawnChild('fetchDoc', { id: DOC_PREFIX + key, input });
      enqueue.assign({ docs: { ...context.docs, [key]: { status: 'loading' } } });
    }),
    addRemote: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'ADD.REMOTE');
      const problem = remoteUrlProblem(event.url);
      if (problem) return enqueue(() => event.reply?.(t(`upload.remote.${problem}`)));
      const url = remoteUrlOf(event.url) as string;
      // the name the server will give it, judged as a picked file's would be (count, type)
      const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || url;
      const refusal = sourceRefusal(context, { name, size: 1 });
      if (refusal) return enqueue(() => event.reply?.(refusal));
      const id = SOURCE_PREFIX + (context.spawned + 1);
      enqueue.spawnChild('addFromSource', { id, input: { kind: 'remote', url, key: sourceKey() } });
      enqueue.assign({ spawned: context.spawned + 1, sources: { ...context.sources, [id]: event.reply } });
    }),
    addBase64: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'ADD.BASE64');
      const problem = base64ImageProblem(event.dataUrl, context.settings);
      const refusal = problem
        ? t(`upload.base64.${problem}`, { max: baseUploadLimitKB(context.settings) / 1024 })
        : sourceRefusal(context, { name: event.name, size: 1 });
      if (refusal) {
        const told: UploadEmitted = { type: 'message', message: { type: 'error', content: refusal } };
        return enqueue.emit(told);
      }
      const id = SOURCE_PREFIX + (context.spawned + 1);
      const input = { kind: 'base64' as const, dataUrl: event.dataUrl, name: event.name, key: sourceKey() };
      enqueue.spawnChild('addFromSource', { id, input });
      enqueue.assign({ spawned: context.spawned + 1, sources: { ...context.sources, [id]: undefined } });
    }),
    cancel: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'CANCEL');
      const upload = context.rows.find((row) => row.item.id === event.id)?.upload;
      if (upload) enqueue.sendTo(upload, { type: 'CANCEL' });
    }),
    cancelAll: enqueueActions(({ context, enqueue }) => {
      for (const row of context.rows)
        if (row.upload && IN_FLIGHT.has(row.item.status)) enqueue.sendTo(row.upload, { type: 'CANCEL' });
    }),
    retry: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'RETRY');
      const row = context.rows.find((candidate) => candidate.item.id === event.id);
      if (!row?.upload) return;
      enqueue.assign({ rows: joinBatch(context.rows, row) });
      enqueue.sendTo(row.upload, { type: 'RETRY' });
    }),
    remove: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'REMOVE');
      const row = context.rows.find((candidate) => candidate.item.id === event.id);
      if (!row) return;
      // an upload in flight stops silently: stopping the actor aborts its call
      if (row.upload) enqueue.stopChild(row.upload);
      enqueue.assign({
        rows: context.rows.filter((other) => other !== row),
        selected: context.selected.filter((id) => id !== row.item.id),
      });
      if (row.item.file) enqueue.emit(changed);
    }),
    reupload: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'REUPLOAD');
      const row = context.rows.find((candidate) => candidate.item.id === event.id);
      const previous = row?.item.file;
      if (!row || !previous || row.upload) return;
      const [issue] = checksFor(context, [event.file], row);
      if (issue) {
        const message = issueMessage(event.file.name, issue);
        if (message) enqueue.emit({ type: 'message', message });
        return;
      }
      const spawned = context.spawned + 1;
      enqueue.assign(({ spawn }) => {
        const replacing: UploadRow = {
          ...row,
          item: { ...row.item, status: 'waiting', hashedBytes: 0, uploadedBytes: 0, size: event.file.size },
          previous,
          upload: spawn('fileUpload', {
            id: `upload:${spawned}`,
            input: {
              file: event.file,
              autoStart: false,
              replaceFileId: previous.fileId,
              ...uploadInput(context, event.file),
            },
          }),
        };
        const rows = context.rows.map((other) => (other === row ? replacing : other));
        return { rows: joinBatch(rows, replacing), spawned };
      });
    }),
    rename: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'RENAME');
      const row = context.rows.find((candidate) => candidate.item.id === event.id);
      const file = row?.item.file;
      if (!row || !file || row.upload || row.item.saving) return enqueue(() => event.reply?.(undefined));
      const name = event.name.trim();
      if (!name) return enqueue(() => event.reply?.(t('upload.error.emptyName')));
      // a rename must not smuggle in an extension the lists forbid
      const [issue] = checkFiles([{ name, size: 1 }], {
        settings: context.settings,
        accept: fieldLimits(context.field).accept,
      });
      if (issue) return enqueue(() => event.reply?.(issue.message));
      enqueue.spawnChild('renameFile', { id: EDIT_PREFIX + row.item.id, input: { file, name } });
      enqueue.assign({ rows: savingRows(context.rows, row, event.reply) });
    }),
    editSecretLevel: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'EDIT_SECRET_LEVEL');
      const row = context.rows.find((candidate) => candidate.item.id === event.id);
      const file = row?.item.file;
      if (!row || !file || row.upload || row.item.saving) return enqueue(() => event.reply?.(undefined));
      const { secretLevel, secretLevelValidity } = event;
      enqueue.spawnChild('editSecretLevel', {
        id: EDIT_PREFIX + row.item.id,
        input: { file, secretLevel, secretLevelValidity },
      });
      enqueue.assign({ rows: savingRows(context.rows, row, event.reply) });
    }),
    settleDone: enqueueActions(({ context, event, enqueue }) => {
      // this wildcard handler's event and context are untyped: the emitted events are typed here
      const done = event as unknown as { actorId: string; output: UploadedFile };
      if (done.actorId.startsWith(DOC_PREFIX)) {
        const ctx = context as UploadContext;
        const doc = (event as unknown as { output: DocReference | undefined }).output;
        const key = done.actorId.slice(DOC_PREFIX.length);
        const lookup: DocLookup = doc ? { status: 'ready', doc } : { status: 'ready' };
        return enqueue.assign({ docs: { ...ctx.docs, [key]: lookup } });
      }
      if (done.actorId.startsWith(OPEN_PREFIX)) {
        const opened: UploadEmitted = {
          type: 'open',
          url: (event as unknown as { output: string }).output,
        };
        return enqueue.emit(opened);
      }
      if (done.actorId.startsWith(SOURCE_PREFIX)) {
        const ctx = context as UploadContext;
        const { [done.actorId]: reply, ...sources } = ctx.sources;
        enqueue.assign({ rows: [...ctx.rows, fileRow(done.output)], sources });
        enqueue.emit(changed);
        const content = t('upload.added', { name: done.output.name });
        const told: UploadEmitted = { type: 'message', message: { type: 'info', content } };
        enqueue.emit(told);
        return enqueue(() => reply?.(undefined));
      }
      if (done.actorId === LEVELS_ID) {
        const files = (event as unknown as { output: UploadedFile[] }).output;
        const updated = new Map(files.map((file) => [file.fileId, file]));
        enqueue.assign({ rows: settleLevels(context as UploadContext, updated), levelIds: [] });
        enqueue.emit(changed);
        const content = t('upload.batchLevel.done', { count: updated.size });
        const told: UploadEmitted = { type: 'message', message: { type: 'info', content } };
        return enqueue.emit(told);
      }
      const row = editedRow(context.rows, done.actorId);
      if (!row) return;
      const updated = done.output;
      enqueue.assign({
        rows: context.rows.map((other: UploadRow) =>
          other === row
            ? {
                ...row,
                reply: undefined,
                item: {
                  ...row.item,
                  name: updated.name,
                  size: updated.size || row.item.size,
                  file: updated,
                  saving: undefined,
                },
              }
            : other,
        ),
      });
      enqueue.emit(changed);
      enqueue(() => row.reply?.(undefined));
    }),
    settleFailure: enqueueActions(({ context, event, enqueue }) => {
      const failed = event as unknown as { actorId: string; error: unknown };
      if (failed.actorId.startsWith(DOC_PREFIX)) {
        const ctx = context as UploadContext;
        const key = failed.actorId.slice(DOC_PREFIX.length);
        const lookup: DocLookup = {
          status: 'failed',
          message: classifyUploadFailure(failed.error).message,
        };
        // the row shows the failure beside the file, with a retry: no message besides
        return enqueue.assign({ docs: { ...ctx.docs, [key]: lookup } });
      }
      if (failed.actorId.startsWith(SOURCE_PREFIX)) {
        const ctx = context as UploadContext;
        const { [failed.actorId]: reply, ...sources } = ctx.sources;
        enqueue.assign({ sources });
        const refusal = classifyUploadFailure(failed.error).message;
        // a remote download's dialog shows the refusal; a pasted picture has no dialog
        if (reply) return enqueue(() => reply(refusal));
        const content = t('upload.addFailed', { message: refusal });
        const told: UploadEmitted = { type: 'message', message: { type: 'error', content } };
        return enqueue.emit(told);
      }
      const own = failed.actorId.startsWith(OPEN_PREFIX)
        ? 'edit'
        : failed.actorId === LEVELS_ID
          ? 'batchLevel'
          : undefined;
      if (own) {
        if (own === 'batchLevel')
          enqueue.assign({ rows: settleLevels(context as UploadContext, new Map()), levelIds: [] });
        const message = classifyUploadFailure(failed.error).message;
        const content = t(`upload.${own}.failed`, { message });
        const told: UploadEmitted = { type: 'message', message: { type: 'error', content } };
        return enqueue.emit(told);
      }
      const row = editedRow(context.rows, failed.actorId);
      if (!row) return;
      enqueue.assign({
        rows: context.rows.map((other: UploadRow) =>
          other === row ? { ...row, reply: undefined, item: { ...row.item, saving: undefined } } : other,
        ),
      });
      // the caller's dialog shows the refusal, so no message besides
      const refusal = classifyUploadFailure(failed.error).message;
      enqueue(() => row.reply?.(refusal));
    }),
    setValue: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'VALUE.SET');
      if (sameFiles(event.files, heldFiles(context.rows))) return;
      const busy = context.rows.filter((row) => row.upload);
      enqueue.assign({ rows: [...event.files.map(fileRow), ...busy] });
    }),
    configure: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'CONFIGURE');
      const next = {
        settings: event.settings ?? context.settings,
        config: event.config ?? context.config,
        field: event.field ?? context.field,
      };
      // hosts send this on every render: only a real change makes a new snapshot
      if (sameJson(next, { settings: context.settings, config: context.config, field: context.field }))
        return;
      enqueue.assign(next);
    }),
  },
}).createMachine({
  id: 'uploadField',
  context: ({ input }) => {
    let counter = 0;
    return {
      rows: (input.initial ?? []).map(fileRow),
      settings: input.settings,
      config: input.config ?? {},
      field: input.field ?? {},
      pending: [],
      selected: [],
      levelIds: [],
      sources: {},
      docs: {},
      newId: input.newId ?? (() => `upload-${Date.now().toString(36)}-${(counter += 1)}`),
      spawned: 0,
    };
  },
  initial: 'boot',
  states: {
    boot: { always: [{ guard: 'hasSettings', target: 'ready' }, { target: 'loadingSettings' }] },
    loadingSettings: {
      invoke: {
        src: 'fetchSettings',
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output }) },
        // the service fails soft; an actor that throws still leaves a usable field
        onError: { target: 'ready', actions: assign({ settings: () => ({}) }) },
      },
      on: {
        ADD: { actions: assign({ pending: ({ context, event }) => [...context.pending, [...event.files]] }) },
      },
    },
    ready: {
      entry: [
        { type: 'addFiles', params: ({ context }) => context.pending },
        assign({ pending: [] }),
        'pump',
      ],
      on: {
        ADD: { actions: [{ type: 'addFiles', params: ({ event }) => [event.files] }, 'pump'] },
      },
    },
  },
  on: {
    'FILE.UPDATE': { actions: ['takeFileUpdate', 'pump'] },
    SELECT: { actions: 'select' },
    'BATCH.START': { actions: 'startBatchDownload' },
    'BATCH.UPDATE': { actions: assign({ batch: ({ event }) => event.state }) },
    'BATCH.CLOSE': { actions: 'closeBatchDownload' },
    APPEAL: { actions: 'appeal' },
    'EDIT.OPEN': { actions: 'openEditor' },
    'BATCH.SECRET_LEVEL': { actions: 'editSecretLevels' },
    'DOC.LOAD': { actions: 'loadDoc' },
    'ADD.REMOTE': { actions: 'addRemote' },
    'ADD.BASE64': { actions: 'addBase64' },
    CANCEL: { actions: 'cancel' },
    CANCEL_ALL: { actions: 'cancelAll' },
    RETRY: { actions: 'retry' },
    REMOVE: { actions: ['remove', 'pump'] },
    REUPLOAD: { actions: ['reupload', 'pump'] },
    RENAME: { actions: 'rename' },
    EDIT_SECRET_LEVEL: { actions: 'editSecretLevel' },
    'xstate.done.actor.*': { actions: 'settleDone' },
    'xstate.error.actor.*': { actions: 'settleFailure' },
    'VALUE.SET': { actions: 'setValue' },
    CONFIGURE: { actions: ['configure', 'pump'] },
  },
});

const rows = (context: UploadContext) => new Set(context.rows.map((row) => row.item.id));

function uploadInput(context: UploadContext, file: UploadSource) {
  const { chunkSize, hashChunkSize, secretLevel, secretLevelValidity, params, compressType } = context.config;
  const compress = compressionPlan(
    fileExtension(file.name),
    file.size,
    compressTypeOf(compressType, context.field.mobile),
  );
  return { chunkSize, hashChunkSize, secretLevel, secretLevelValidity, params, compress };
}

/** Why a file brought by a remote download or base upload cannot join the field (mode, count, type). */
function sourceRefusal(context: UploadContext, facts: FileFacts): string | undefined {
  const mode = context.field.mode;
  if (mode === 'readOnly' || mode === 'hidden') return t('upload.notEditable');
  const [issue] = checkFiles([facts], {
    ...fieldLimits(context.field),
    settings: context.settings,
    existing: holdings(context.rows),
  });
  return issue?.message;
}

function savingRows(rows: readonly UploadRow[], row: UploadRow, reply: EditReply | undefined): UploadRow[] {
  return rows.map((other) =>
    other === row ? { ...row, reply, item: { ...row.item, saving: true } } : other,
  );
}

/** Rows after a batch secret-level change: the updated files put in, the batch's saving flags cleared. */
function settleLevels(context: UploadContext, updated: ReadonlyMap<string, UploadedFile>): UploadRow[] {
  const ids = new Set(context.levelIds);
  return context.rows.map((row) => {
    if (!ids.has(row.item.id)) return row;
    const file = row.item.file && updated.get(row.item.file.fileId);
    return { ...row, item: { ...row.item, ...(file ? { file } : {}), saving: undefined } };
  });
}

function editedRow(rows: readonly UploadRow[], actorId: string): UploadRow | undefined {
  if (!actorId.startsWith(EDIT_PREFIX)) return undefined;
  const id = actorId.slice(EDIT_PREFIX.length);
  return rows.find((row) => row.item.id === id && row.item.saving);
}

/**
 * The machine's IO built from plain async services: hosts `.provide({ actors })` it. The setting
 * comes from `fetchSettings`, which should fail soft (the service's does).
 */
export function uploadFieldActors(
  services: UploadServices & Partial<FileOperationServices & FileSourceServices>,
  fetchSettings: (signal: AbortSignal) => Promise<UploadSystemSettings>,
) {
  const { startBatchDownload, batchDownloadPercent, appealFile, editUrl, editSecretLevels } = services;
  const { uploadFromUrl, uploadBase64, docOfFile, docNames } = services;
  return {
    fetchSettings: fromPromise<UploadSystemSettings>(({ signal }) => fetchSettings(signal)),
    fileUpload: fileUploadMachine.provide({ actors: uploadActors(services) }),
    renameFile: fromPromise<UploadedFile, RenameInput>(({ input }) =>
      services.renameFile(input.file, input.name),
    ),
    editSecretLevel: fromPromise<UploadedFile, SecretLevelInput>(({ input }) =>
      services.editSecretLevel(input.file, input.secretLevel, input.secretLevelValidity),
    ),
    appealFile: fromPromise<UploadedFile, AppealInput>(({ input }) =>
      appealFile ? appealFile(input.file, input.reason) : missing('appealFile')(),
    ),
    fetchEditUrl: fromPromise<string, EditUrlInput>(({ input, signal }) =>
      editUrl ? editUrl(input.file, signal) : missing('fetchEditUrl')(),
    ),
    editSecretLevels: fromPromise<UploadedFile[], SecretLevelsInput>(({ input }) =>
      editSecretLevels
        ? editSecretLevels(input.files, input.secretLevel, input.secretLevelValidity)
        : missing('editSecretLevels')(),
    ),
    addFromSource: fromPromise<UploadedFile, SourceInput>(({ input, signal }) => {
      if (input.kind === 'remote')
        return uploadFromUrl
          ? uploadFromUrl(input.url, { key: input.key, signal })
          : missing('uploadFromUrl')();
      return uploadBase64
        ? uploadBase64(input.dataUrl, input.name, { key: input.key, signal })
        : missing('uploadBase64')();
    }),
    fetchDoc: fromPromise<DocReference | undefined, DocInput>(({ input, signal }) =>
      docOfFile && docNames
        ? resolveDocReference({ docOfFile, docNames }, input, signal)
        : missing('fetchDoc')(),
    ),
    batchDownload: batchDownloadMachine.provide({
      actors: {
        startBatchDownload: fromPromise<string, { fileIds: readonly string[] }>(({ input, signal }) =>
          startBatchDownload ? startBatchDownload(input.fileIds, signal) : missing('startBatchDownload')(),
        ),
        batchDownloadPercent: fromPromise(
          ({ input, signal }: { input: { taskId: string }; signal: AbortSignal }) =>
            batchDownloadPercent
              ? batchDownloadPercent(input.taskId, signal)
              : missing('batchDownloadPercent')(),
        ),
      },
    }),
  };
}

/** A snapshot of the upload field machine. */
export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;
