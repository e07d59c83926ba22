import { createActor } from 'xstate';
import { t } from './messages';
import type { UploadParams, UploadServices } from './upload.api';
import {
  DEFAULT_UPLOAD_CONCURRENCY,
  checkFiles,
  classifyUploadFailure,
  type UploadLimits,
} from './upload.logic';
import {
  uploadActors,
  uploadedBytes,
  uploadMachine,
  uploadStatus,
  type UploadActor,
  type UploadSnapshot,
  type UploadStatus,
} from './upload.machine';
import {
  UploadErrorType,
  type UploadedFile,
  type UploadIssue,
  type UploadSource,
  type UploadSystemSettings,
} from './upload.types';

/** What the queue checks new files against and sends with them; may change while it runs. */
export interface UploadQueueConfig {
  /** Files uploading at the same time (default 3). */
  concurrency?: number;
  /** Bytes per upload request (default 8 MB). */
  chunkSize?: number;
  /** Bytes per md5 read (default 50 MB). */
  hashChunkSize?: number;
  limits?: UploadLimits;
  settings?: UploadSystemSettings;
  /** Secret level given to new uploads. */
  secretLevel?: number;
  secretLevelValidity?: string;
  /** Extra fields of every upload call. */
  params?: UploadParams;
}

export interface UploadQueueOptions extends UploadQueueConfig {
  services: UploadServices;
  /** Files the field holds at the start. */
  initial?: readonly UploadedFile[];
  /** Ids of new items (tests make them predictable). */
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
}

/** The queue's state: its rows and the progress of the uploads since it was last idle. */
export interface UploadQueueState {
  items: readonly UploadItem[];
  overall: { loaded: number; total: number; active: boolean };
}

/** A message for the user (spec 8: an object with type and content). */
export interface UploadMessage {
  type: 'error' | 'info';
  content: string;
}

/** A list of files with uploads scheduled under a concurrency limit. */
export interface UploadQueue {
  getSnapshot(): UploadQueueState;
  /** Calls `listener` after every change of the state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Messages for the user: rejected files, failed uploads and calls. */
  onMessage(listener: (message: UploadMessage) => void): () => void;
  /** The files the field holds, after every change of them. */
  onChange(listener: (files: UploadedFile[]) => void): () => void;
  /** Checks `files` and queues those that pass; answers each file's issue (or undefined). */
  add(files: readonly UploadSource[]): (UploadIssue | undefined)[];
  /** Cancels an upload (type 5); the call in flight is aborted. */
  cancel(id: string): void;
  /** Retries a failed upload, resuming from the chunks the server holds. */
  retry(id: string): void;
  /** Drops a row; an upload in flight stops silently. */
  remove(id: string): void;
  /** Cancels every running or waiting upload. */
  cancelAll(): void;
  /** Uploads `file` as the new content of the row's server file. */
  reupload(id: string, file: UploadSource): UploadIssue | undefined;
  /** Renames the row's file on the server; resolves with the refusal's message (not sent to `onMessage`), or undefined on success. */
  rename(id: string, name: string): Promise<string | undefined>;
  /** Changes the row's secret level on the server; resolves with the refusal's message (not sent to `onMessage`), or undefined. */
  editSecretLevel(id: string, secretLevel: number, secretLevelValidity?: string): Promise<string | undefined>;
  /** Replaces the files the field holds (a controlled value); uploads in flight stay. */
  setValue(files: readonly UploadedFile[]): void;
  /** Changes checks and upload fields for what comes next. */
  configure(config: UploadQueueConfig): void;
  /** The files the field holds. */
  value(): UploadedFile[];
  /** Stops every upload (their calls are aborted); listeners stay. */
  dispose(): void;
}

interface Row {
  item: UploadItem;
  actor?: UploadActor;
  stop?: () => void;
  /** Part of the uploads counted in the overall progress. */
  inBatch: boolean;
}

const ACTIVE: ReadonlySet<UploadStatus> = new Set<UploadStatus>(['hashing', 'checking', 'uploading']);
const IN_FLIGHT: ReadonlySet<UploadStatus> = new Set<UploadStatus>([
  'waiting',
  'hashing',
  'checking',
  'uploading',
]);

const fileRow = (file: UploadedFile): Row => ({
  item: {
    id: `file:${file.fileId}`,
    name: file.name,
    size: file.size,
    status: 'done',
    hashedBytes: 0,
    uploadedBytes: file.size,
    file,
  },
  inBatch: false,
});

/** The row an upload snapshot shows; `previous` is the file a re-upload replaces. */
export function itemFromSnapshot(id: string, snapshot: UploadSnapshot, previous?: UploadedFile): UploadItem {
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

/** Creates the upload list of one field. */
export function createUploadQueue(options: UploadQueueOptions): UploadQueue {
  let config: UploadQueueConfig = { ...options };
  const machine = uploadMachine.provide({ actors: uploadActors(options.services) });
  let counter = 0;
  const newId = options.newId ?? (() => `upload-${Date.now().toString(36)}-${(counter += 1)}`);
  let rows: Row[] = (options.initial ?? []).map(fileRow);
  const listeners = new Set<() => void>();
  const messageListeners = new Set<(message: UploadMessage) => void>();
  const changeListeners = new Set<(files: UploadedFile[]) => void>();
  let state = buildState();

  function buildState(): UploadQueueState {
    const batch = rows.filter((row) => row.inBatch && row.item.status !== 'failed');
    return {
      items: rows.map((row) => row.item),
      overall: {
        loaded: batch.reduce((sum, row) => sum + row.item.uploadedBytes, 0),
        total: batch.reduce((sum, row) => sum + row.item.size, 0),
        active: rows.some((row) => IN_FLIGHT.has(row.item.status)),
      },
    };
  }

  function value(): UploadedFile[] {
    return rows.flatMap((row) => (row.item.file ? [row.item.file] : []));
  }

  function publish(valueChanged = false): void {
    state = buildState();
    for (const listener of [...listeners]) listener();
    if (valueChanged) {
      const files = value();
      for (const listener of [...changeListeners]) listener(files);
    }
  }

  function say(message: UploadMessage): void {
    for (const listener of [...messageListeners]) listener(message);
  }

  function sayIssue(name: string, issue: UploadIssue): void {
    if (issue.type === UploadErrorType.Silent || !issue.message) return;
    say({
      type: issue.type === UploadErrorType.Cancelled ? 'info' : 'error',
      content: t('upload.fileIssue', { name, message: issue.message }),
    });
  }

  function find(id: string): Row | undefined {
    return rows.find((row) => row.item.id === id);
  }

  /** Starts waiting uploads, oldest first, while fewer than `concurrency` run. */
  function pump(): void {
    const limit = Math.max(1, config.concurrency ?? DEFAULT_UPLOAD_CONCURRENCY);
    let running = rows.filter((row) => ACTIVE.has(row.item.status)).length;
    for (const row of rows) {
      if (running >= limit) return;
      if (row.actor && row.item.status === 'waiting') {
        running += 1;
        row.actor.send({ type: 'START' });
      }
    }
  }

  /** Overall progress covers the uploads since the list was last idle: a new batch forgets the old. */
  function joinBatch(row: Row): void {
    if (!rows.some((other) => IN_FLIGHT.has(other.item.status))) {
      for (const other of rows) other.inBatch = false;
    }
    row.inBatch = true;
  }

  function startUpload(row: Row, file: UploadSource, previous?: UploadedFile): void {
    const actor = createActor(machine, {
      input: {
        file,
        autoStart: false,
        chunkSize: config.chunkSize,
        hashChunkSize: config.hashChunkSize,
        secretLevel: config.secretLevel,
        secretLevelValidity: config.secretLevelValidity,
        params: config.params,
        replaceFileId: previous?.fileId,
      },
    });
    row.actor = actor;
    const subscription = actor.subscribe((snapshot) => {
      if (row.actor !== actor) return;
      const before = row.item.status;
      row.item = itemFromSnapshot(row.item.id, snapshot, previous);
      const after = row.item.status;
      if (after === 'failed' && before !== 'failed' && row.item.error) sayIssue(file.name, row.item.error);
      if (after === 'done') release(row);
      pump();
      publish(after === 'done' && before !== 'done');
    });
    row.stop = () => {
      subscription.unsubscribe();
      actor.stop();
    };
    actor.start();
    pump();
  }

  /** A finished upload keeps only its data: the actor and the File it held go. */
  function release(row: Row): void {
    const stop = row.stop;
    row.actor = undefined;
    row.stop = undefined;
    stop?.();
  }

  function holdings(except?: Row): { count: number; size: number } {
    const held = rows.filter((row) => row !== except && (row.item.file || row.item.status !== 'failed'));
    return { count: held.length, size: held.reduce((sum, row) => sum + row.item.size, 0) };
  }

  function checks(files: readonly UploadSource[], except?: Row) {
    return checkFiles(files, { ...config.limits, settings: config.settings, existing: holdings(except) });
  }

  async function serverEdit(
    id: string,
    edit: (file: UploadedFile) => Promise<UploadedFile>,
  ): Promise<string | undefined> {
    const row = find(id);
    const file = row?.item.file;
    if (!row || !file || row.actor) return undefined;
    try {
      const updated = await edit(file);
      if (find(id) !== row) return undefined;
      row.item = { ...row.item, name: updated.name, size: updated.size || row.item.size, file: updated };
      publish(true);
      return undefined;
    } catch (error) {
      // the caller's dialog shows the refusal, so no message besides
      return classifyUploadFailure(error).message;
    }
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    add(files) {
      const issues = checks(files);
      if (issues.length > 0 && issues.every((issue) => issue?.type === UploadErrorType.TooMany)) {
        // the whole selection is refused: one message, not one per file
        say({ type: 'error', content: issues[0]?.message ?? '' });
        return issues;
      }
      files.forEach((file, index) => {
        const issue = issues[index];
        if (issue) return sayIssue(file.name, issue);
        const row: Row = {
          item: {
            id: newId(),
            name: file.name,
            size: file.size,
            status: 'waiting',
            hashedBytes: 0,
            uploadedBytes: 0,
          },
          inBatch: false,
        };
        joinBatch(row);
        rows = [...rows, row];
        startUpload(row, file);
      });
      publish();
      return issues;
    },
    cancel(id) {
      find(id)?.actor?.send({ type: 'CANCEL' });
    },
    retry(id) {
      const row = find(id);
      if (!row?.actor) return;
      joinBatch(row);
      row.actor.send({ type: 'RETRY' });
    },
    remove(id) {
      const row = find(id);
      if (!row) return;
      row.stop?.();
      rows = rows.filter((other) => other !== row);
      pump();
      publish(row.item.file !== undefined);
    },
    cancelAll() {
      for (const row of rows) if (IN_FLIGHT.has(row.item.status)) row.actor?.send({ type: 'CANCEL' });
    },
    reupload(id, file) {
      const row = find(id);
      const previous = row?.item.file;
      if (!row || !previous || row.actor) return undefined;
      const issue = checks([file], row)[0];
      if (issue) {
        sayIssue(file.name, issue);
        return issue;
      }
      joinBatch(row);
      row.item = { ...row.item, status: 'waiting', hashedBytes: 0, uploadedBytes: 0, size: file.size };
      startUpload(row, file, previous);
      publish();
      return undefined;
    },
    rename(id, name) {
      const trimmed = name.trim();
      if (!trimmed) return Promise.resolve(t('upload.error.emptyName'));
      // a rename must not smuggle in an extension the lists forbid
      const [issue] = checkFiles([{ name: trimmed, size: 1 }], {
        settings: config.settings,
        accept: config.limits?.accept,
      });
      if (issue) return Promise.resolve(issue.message);
      return serverEdit(id, (file) => options.services.renameFile(file, trimmed));
    },
    editSecretLevel(id, secretLevel, secretLevelValidity) {
      return serverEdit(id, (file) =>
        options.services.editSecretLevel(file, secretLevel, secretLevelValidity),
      );
    },
    setValue(files) {
      const current = value();
      const same = files.length === current.length && files.every((file, index) => current[index] === file);
      if (same) return;
      const busy = rows.filter((row) => row.actor);
      rows = [...files.map(fileRow), ...busy];
      publish();
    },
    configure(next) {
      config = { ...config, ...next };
      pump();
    },
    value,
    dispose() {
      // rows stay, so a host that mounts again (React StrictMode) finds its list; calls stop
      for (const row of rows) row.stop?.();
    },
  };
}
