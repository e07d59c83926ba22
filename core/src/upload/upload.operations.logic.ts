// Rules of the operations on files the field already holds (spec 3 "file entry", spec 7 file
// endpoints): verification status, appeal of a blocked file, batch download, online edit.
import { safeUrl } from '../shared/url-safety';
import { asNumber, asString, isRecord } from '../shared/guards';
import { isOn } from './upload.logic';
import type { FileEntry, FileUrlFlags, UploadSystemSettings } from './upload.types';

/**
 * spec 3: a file entry's `type` is its verification status, 0 to 4. The spec names the range only;
 * the suite reads the codes as: 0 not checked, 1 checking, 2 passed, 3 failed, 4 check error.
 */
export const VERIFICATION_STATUSES = ['unchecked', 'checking', 'passed', 'failed', 'error'] as const;
/** One of {@link VERIFICATION_STATUSES}. */
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The verification status of an entry; `undefined` when the entry has none or a code outside 0..4. */
export function verificationStatus(entry: Pick<FileEntry, 'type'>): VerificationStatus | undefined {
  const code = entry.type;
  return typeof code === 'number' && Number.isInteger(code) ? VERIFICATION_STATUSES[code] : undefined;
}

/** spec 3: fileStatus 1 and 2 block the file (no download); such a file may be appealed. */
export function isBlocked(entry: Pick<FileEntry, 'fileStatus'>): boolean {
  const status = asNumber(entry.fileStatus, 0);
  return status === 1 || status === 2;
}

/** The longest appeal reason the suite sends (the fake backend refuses longer ones too). */
export const APPEAL_REASON_MAX = 200;

/** Why an appeal reason cannot be sent: `'empty'`, `'tooLong'`, or `undefined` when it can. */
export function appealReasonProblem(reason: string): 'empty' | 'tooLong' | undefined {
  const text = reason.trim();
  if (!text) return 'empty';
  if ([...text].length > APPEAL_REASON_MAX) return 'tooLong';
  return undefined;
}

/** spec 3: several files download at once only when the system setting allows it (and, in the mobile app, downloads at all). */
export function batchDownloadAllowed(settings: UploadSystemSettings = {}, flags: FileUrlFlags = {}): boolean {
  if (flags.mobile && settings.sysAppDownload === false) return false;
  return isOn(settings.sysBatchDownload);
}

/** The most files one batch download packs (the fake backend refuses more). */
export const BATCH_DOWNLOAD_MAX = 100;
/** How often the batch's progress is asked for, in ms. */
export const BATCH_POLL_INTERVAL = 1000;
/** Progress asks after which a batch that never finishes counts as failed (about five minutes). */
export const BATCH_POLL_LIMIT = 300;

/** The task id of a `downloadByFileIds` answer (a text or a number, bare or as `taskId`/`id`). */
export function parseBatchTask(data: unknown): string | undefined {
  const raw = isRecord(data) ? (data.taskId ?? data.id) : data;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return asString(raw) || undefined;
}

/** Progress of a batch as a `batchDownloadPercent` answer gives it; the file appears once packed. */
export interface BatchProgress {
  /** 0..100. */
  percent: number;
  /** The packed archive's file id, once ready: it downloads through the ordinary `dl` call. */
  fileId?: string;
  /** The archive's name, when the server gives one. */
  name?: string;
}

/**
 * Reads an untrusted `batchDownloadPercent` answer: a bare number, or `{ percent, fileId, name }`.
 * The percent is kept to 0..100 and below 100 until a file id arrives (nothing to download yet).
 */
export function parseBatchProgress(data: unknown): BatchProgress {
  const record = isRecord(data) ? data : { percent: data };
  const raw = asNumber(record.percent ?? record.progress, 0);
  const fileIdRaw = record.fileId;
  const fileId =
    typeof fileIdRaw === 'number' && Number.isFinite(fileIdRaw) ? String(fileIdRaw) : asString(fileIdRaw);
  const percent = fileId ? 100 : Math.min(99, Math.max(0, Math.round(raw)));
  const progress: BatchProgress = { percent };
  if (fileId) progress.fileId = fileId;
  const name = asString(record.name);
  if (fileId && name) progress.name = name;
  return progress;
}

/**
 * The editor address of a `getEditUrlWithAuth` answer (a text, or `{ url | editUrl }`), only when
 * it is http(s) or stays on this origin (`safeUrl`): a `javascript:` or `data:` answer opens
 * nothing. `undefined` when there is none.
 */
export function parseEditUrl(data: unknown): string | undefined {
  const raw = isRecord(data) ? (data.url ?? data.editUrl) : data;
  return safeUrl(raw) ?? undefined;
}

/** The most files one batch secret-level change sends (the fake backend refuses more). */
export const BATCH_SECRET_LEVEL_MAX = BATCH_DOWNLOAD_MAX;
