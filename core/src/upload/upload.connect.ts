import { t } from './messages';
import type { Platform } from '../shared/platform';
import {
  FILE_ENDPOINTS,
  IMAGE_EXTENSIONS,
  THUMBNAIL_SIZE,
  canDownloadFile,
  dropBelowSecretLevel,
  effectiveMaxSize,
  fileExtension,
  fileUrl,
  formatFileSize,
  hasFileOption,
  isOn,
  isRetryable,
  parseFormatList,
  whiteListOn,
  percentOf,
  type MobileUploadSource,
  type UploadLimits,
} from './upload.logic';
import type { UploadStatus } from './upload.machine';
import type { UploadItem, UploadQueue, UploadQueueState } from './upload.queue';
import type { FileUrlFlags, UploadedFile, UploadSource, UploadSystemSettings } from './upload.types';

/** spec 3: how an upload field is shown. */
export type UploadMode = 'required' | 'edit' | 'readOnly' | 'hidden';

/** A secret level users can pick (spec 3, "secret-level option"). */
export interface SecretLevelOption {
  id: number;
  name: string;
  isDefault?: boolean;
  canceled?: boolean;
}

/** What decides the view besides the queue's state. */
export interface UploadViewOptions extends FileUrlFlags {
  platform: Platform;
  mode?: UploadMode;
  settings?: UploadSystemSettings;
  limits?: UploadLimits;
  /** The form's secret level: files below it are dropped (spec 5). */
  formSecretLevel?: number;
  /** Levels a file's secret level may be changed to; none means no edit. */
  secretLevelOptions?: readonly SecretLevelOption[];
  /** The page runs inside the mobile app shell: previews carry `imgFormat=imagePreview` (spec 7). */
  appShell?: boolean;
}

/** What can be done with a row, in the order skins offer it. */
export type UploadActionKey =
  'download' | 'rename' | 'reupload' | 'editSecretLevel' | 'retry' | 'cancel' | 'remove';

/** One action of a row with its label. */
export interface UploadAction {
  key: UploadActionKey;
  label: string;
}

/** One row as a skin shows it. */
export interface UploadItemView {
  id: string;
  name: string;
  /** "1.50MB" (spec 9). */
  sizeLabel: string;
  status: UploadStatus;
  /** Upload progress 0..100; while hashing, the share of the file read. */
  percent: number;
  /** What the row is doing, for a label or a screen reader. */
  statusText: string;
  /** The failure's message (spec 8), when failed. */
  error?: string;
  isImage: boolean;
  downloadUrl?: string;
  previewUrl?: string;
  thumbnailUrl?: string;
  secretLevel?: number;
  secretLevelName?: string;
  canCancel: boolean;
  canRetry: boolean;
  canRemove: boolean;
  canRename: boolean;
  canReupload: boolean;
  canDownload: boolean;
  canEditSecretLevel: boolean;
  /** The actions the row offers now, in order: the `can*` flags that are true. */
  actions: UploadAction[];
}

/** The upload field's view model: meanings and intents, no DOM. */
export interface UploadApiView {
  items: UploadItemView[];
  /** Progress of the uploads since the list was last idle. */
  overall: { active: boolean; percent: number; label: string };
  hidden: boolean;
  readOnly: boolean;
  required: boolean;
  /** New files may be added (editable, and `maxCount` not reached). */
  canAdd: boolean;
  maxCountReached: boolean;
  /** Several files may be picked at once (the field is not limited to one). */
  multiple: boolean;
  /** Value of an `<input type=file accept>`: the field's or the white list's extensions, or ''. */
  accept: string;
  /** Text under the button: the system's custom message when on, else the size limit. */
  hint: string;
  /** Edge of a thumbnail in px (spec 9). */
  thumbnailSize: number;
  secretLevelOptions: readonly SecretLevelOption[];
  add(files: readonly UploadSource[]): void;
  cancel(id: string): void;
  retry(id: string): void;
  remove(id: string): void;
  reupload(id: string, file: UploadSource): void;
  rename(id: string, name: string): Promise<string | undefined>;
  editSecretLevel(id: string, secretLevel: number): Promise<string | undefined>;
}

function statusText(item: UploadItem, percent: number): string {
  switch (item.status) {
    case 'waiting':
      return t('upload.status.waiting');
    case 'hashing':
      return t('upload.status.hashing', { percent });
    case 'checking':
      return t('upload.status.checking');
    case 'uploading':
      return t('upload.status.uploading', { percent });
    case 'done':
      return t('upload.status.done');
    case 'failed':
      return item.error?.message || t('upload.error.failed');
  }
}

/** The file input of a mobile source (spec 9): what it accepts and whether it opens the camera. */
export function mobileSourceInput(
  source: MobileUploadSource,
  accept: string,
): { accept: string; capture?: 'environment' } {
  switch (source) {
    case 'camera':
      return { accept: 'image/*', capture: 'environment' };
    case 'video':
      return { accept: 'video/*', capture: 'environment' };
    case 'album':
      return { accept: 'image/*,video/*' };
    case 'file':
      return { accept };
  }
}

/** The `accept` attribute: the field's own list, else the enabled white list unless it allows all. */
export function acceptAttribute(limits: UploadLimits = {}, settings: UploadSystemSettings = {}): string {
  const own = (limits.accept ?? []).map((ext) => ext.toLowerCase());
  const list = own.length ? own : whiteListOn(settings) ? parseFormatList(settings.sysFormatWhites) : [];
  if (list.length === 0 || list.includes('*')) return '';
  return list.map((ext) => `.${ext}`).join(',');
}

function fileLinks(file: UploadedFile | undefined, options: UploadViewOptions, isImage: boolean) {
  if (!file) return {};
  const flags = {
    fileId: file.fileId,
    mobile: options.mobile ?? options.platform === 'mobile',
    loginFree: options.loginFree,
  };
  const download = canDownload(file, options) ? { downloadUrl: fileUrl(FILE_ENDPOINTS.download, flags) } : {};
  if (!isImage) return download;
  const preview = fileUrl(FILE_ENDPOINTS.preview, flags);
  return {
    ...download,
    previewUrl: options.appShell ? `${preview}&imgFormat=imagePreview` : preview,
    // spec 9: thumbnails use the small format
    thumbnailUrl: `${preview}&imgFormat=small`,
  };
}

function canDownload(file: UploadedFile, options: UploadViewOptions): boolean {
  const settings = options.settings ?? {};
  const mobile = options.mobile ?? options.platform === 'mobile';
  // sysAppDownload switches downloads off in the mobile app
  if (mobile && settings.sysAppDownload === false) return false;
  return canDownloadFile(file, settings);
}

/** A server option decides an action when the file carries an options list; otherwise it is offered. */
const offers = (file: UploadedFile, key: string) => file.options === undefined || hasFileOption(file, key);

const ACTION_ORDER: readonly [UploadActionKey, keyof Omit<UploadItemView, 'actions'>][] = [
  ['download', 'canDownload'],
  ['rename', 'canRename'],
  ['reupload', 'canReupload'],
  ['editSecretLevel', 'canEditSecretLevel'],
  ['retry', 'canRetry'],
  ['cancel', 'canCancel'],
  ['remove', 'canRemove'],
];

function withActions(row: Omit<UploadItemView, 'actions'>): UploadItemView {
  const actions = ACTION_ORDER.filter(([, flag]) => row[flag] === true).map(([key]) => ({
    key,
    label: t(`upload.action.${key}`),
  }));
  return { ...row, actions };
}

function itemView(item: UploadItem, options: UploadViewOptions, editable: boolean): UploadItemView {
  const file = item.file;
  const percent =
    item.status === 'hashing'
      ? percentOf(item.hashedBytes, item.size)
      : percentOf(item.uploadedBytes, item.size);
  const isImage = IMAGE_EXTENSIONS.includes(fileExtension(item.name));
  const settled = item.status === 'done' || item.status === 'failed';
  const levels = (options.secretLevelOptions ?? []).filter((level) => !level.canceled);
  const links = fileLinks(file, options, isImage);
  return withActions({
    id: item.id,
    name: item.name,
    sizeLabel: formatFileSize(item.size),
    status: item.status,
    percent: item.status === 'done' ? 100 : percent,
    statusText: statusText(item, percent),
    ...(item.status === 'failed' ? { error: item.error?.message || t('upload.error.failed') } : {}),
    isImage,
    ...links,
    ...(file?.secretLevel !== undefined
      ? {
          secretLevel: file.secretLevel,
          secretLevelName: levels.find((level) => level.id === file.secretLevel)?.name,
        }
      : {}),
    canCancel: editable && !settled,
    canRetry:
      editable && item.status === 'failed' && item.error !== undefined && isRetryable(item.error.type),
    canRemove: editable && settled && (!file || offers(file, 'delete')),
    canRename: editable && item.status === 'done' && !!file && offers(file, 'rename'),
    canReupload: editable && item.status === 'done' && !!file && offers(file, 'reupload'),
    canDownload: links.downloadUrl !== undefined,
    canEditSecretLevel:
      editable && item.status === 'done' && !!file && levels.length > 0 && offers(file, 'editSecLevel'),
  });
}

/**
 * The view model of an upload field (zag's connect): what to show for the queue's state and the
 * intents a skin calls. Files below the form's secret level are dropped (spec 5).
 */
export function connectUpload(
  state: UploadQueueState,
  queue: UploadQueue,
  options: UploadViewOptions,
): UploadApiView {
  const mode = options.mode ?? 'edit';
  const editable = mode === 'edit' || mode === 'required';
  const kept = dropBelowSecretLevel(
    state.items.map((item) => ({ item, secretLevel: item.file?.secretLevel })),
    options.formSecretLevel,
  ).map(({ item }) => item);
  const maxCount = options.limits?.maxCount ?? 0;
  const maxCountReached = maxCount > 0 && kept.filter((item) => item.status !== 'failed').length >= maxCount;
  const settings = options.settings ?? {};
  const maxSize = effectiveMaxSize(options.limits?.maxSize, settings);
  const customHint = isOn(settings.sysUploadCustomMsgEnable) ? (settings.sysUploadCustomMsg ?? '') : '';
  const overallPercent = percentOf(state.overall.loaded, state.overall.total);
  return {
    items: kept.map((item) => itemView(item, options, editable)),
    overall: {
      active: state.overall.active,
      percent: overallPercent,
      label: t('upload.overall', { percent: overallPercent }),
    },
    hidden: mode === 'hidden',
    readOnly: !editable,
    required: mode === 'required',
    canAdd: editable && !maxCountReached,
    maxCountReached,
    multiple: maxCount !== 1,
    accept: acceptAttribute(options.limits, settings),
    hint: customHint || (maxSize !== undefined ? t('upload.limitHint', { maxSize }) : ''),
    thumbnailSize: THUMBNAIL_SIZE[options.platform],
    secretLevelOptions: (options.secretLevelOptions ?? []).filter((level) => !level.canceled),
    add: (files) => void queue.add(files),
    cancel: (id) => queue.cancel(id),
    retry: (id) => queue.retry(id),
    remove: (id) => queue.remove(id),
    reupload: (id, file) => void queue.reupload(id, file),
    rename: (id, name) => queue.rename(id, name),
    editSecretLevel: (id, secretLevel) => queue.editSecretLevel(id, secretLevel),
  };
}

/** The row actions a skin shows a dialog, sheet or file picker for; the others run at once. */
export type UploadInteractiveAction = Extract<
  UploadActionKey,
  'download' | 'rename' | 'reupload' | 'editSecretLevel'
>;

/**
 * Runs a row action that needs nothing more from the user (retry, cancel, remove) and returns true;
 * returns false for the actions the skin must collect more for.
 */
export function runImmediateUploadAction(view: UploadApiView, key: UploadActionKey, itemId: string): boolean {
  switch (key) {
    case 'retry':
      view.retry(itemId);
      return true;
    case 'cancel':
      view.cancel(itemId);
      return true;
    case 'remove':
      view.remove(itemId);
      return true;
    default:
      return false;
  }
}
