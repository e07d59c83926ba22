import { docLookupKey, isBusinessRef, type BusinessRef, type DocLookup } from './upload.sources.logic';
import { imagePreviewUrl } from '../shared/image-preview';
import type { ConnectEnv } from '../shared/connect';
import type { Platform } from '../shared/platform';
import {
  FILE_ENDPOINTS,
  IMAGE_EXTENSIONS,
  MOBILE_UPLOAD_SOURCES,
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
  percentOf,
  fieldLimits,
  whiteListOn,
  type MobileUploadSource,
  type UploadLimits,
} from './upload.logic';
import type { UploadStatus } from './upload.file.machine';
import type { BatchDownloadState } from './upload.batch.machine';
import {
  FORMAT_GROUP_EXTENSIONS,
  MIN_IOS_VERSION,
  isOnlineEditable,
  meetsMinimumIos,
} from './upload.formats.logic';
import {
  batchDownloadAllowed,
  isBlocked,
  verificationStatus,
  type VerificationStatus,
} from './upload.operations.logic';
import {
  overallProgress,
  type SecretLevelOption,
  type UploadEvent,
  type UploadFieldOptions,
  type UploadItem,
  type UploadMode,
  type UploadSnapshot,
} from './upload.machine';
import type { FileUrlFlags, UploadedFile, UploadSource, UploadSystemSettings } from './upload.types';

export type { SecretLevelOption, UploadMode };

/** What decides the view besides the rows: the field's options, the setting and the platform. */
export interface UploadViewOptions extends UploadFieldOptions, FileUrlFlags {
  platform: Platform;
  settings?: UploadSystemSettings;
}

/** The rows and the overall progress a view is built from. */
export interface UploadViewState {
  items: readonly UploadItem[];
  overall: { loaded: number; total: number; active: boolean };
  /** Ids of the rows the user chose. */
  selected?: readonly string[];
  /** The batch download under way or finished. */
  batch?: BatchDownloadState;
  /** The documents held files come from, by `docLookupKey` (spec 7 `getInfoByRefOrDoc`). */
  docs?: Readonly<Record<string, DocLookup>>;
}

/**
 * The document a held file comes from (spec 7 `getInfoByRefOrDoc`, `doc/folders/queryDocName`),
 * looked up when the row first shows: `idle` until the skin calls `load()`, then `loading`,
 * `ready` (with `text`) or `failed` (with `text` and a retry).
 */
export interface UploadDocView {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** "Document: Plan 2026 · Project files", the loading text, or the failure's. */
  text: string;
  /** The document's name and its folder, once known. */
  name?: string;
  folderName?: string;
  /** Label of the retry after a failure. */
  retryLabel: string;
  /** Starts the lookup (a skin calls it when the row shows; again to retry a failure; else nothing). */
  load(): void;
}

/** A place a mobile upload takes files from (spec 9), with its file input's attributes. */
export interface UploadSourceOption {
  key: MobileUploadSource;
  label: string;
  accept: string;
  capture?: 'environment';
  /** spec 9: camera and video take one file. */
  multiple: boolean;
}

/** What can be done with a row, in the order skins offer it. */
export type UploadActionKey =
  'download' | 'edit' | 'rename' | 'reupload' | 'editSecretLevel' | 'appeal' | 'retry' | 'cancel' | 'remove';

/** One action of a row with its label. */
export interface UploadAction {
  key: UploadActionKey;
  label: string;
}

/** How a status label is coloured: each skin maps it to its own tag colours. */
export type UploadTone = 'default' | 'processing' | 'success' | 'danger' | 'warning';

const VERIFICATION_TONE: Record<VerificationStatus, UploadTone> = {
  unchecked: 'default',
  checking: 'processing',
  passed: 'success',
  failed: 'danger',
  error: 'warning',
};

/** One row as a skin shows it. */
export interface UploadItemView {
  id: string;
  /** The server's file id, once the server holds the file. */
  fileId?: string;
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
  /** An office document (word, excel, presentation) the online editor opens (spec 7 `getEditUrlWithAuth`). */
  canEdit: boolean;
  canEditSecretLevel: boolean;
  /** A blocked file (fileStatus 1 or 2) whose block has not been appealed yet (spec 7 `appeal/file`). */
  canAppeal: boolean;
  /** The file's verification status (spec 3, type 0 to 4) with its label, when the server gives one. */
  verification?: { status: VerificationStatus; label: string; tone: UploadTone };
  /** Why the file does not download, for a label: blocked, or blocked with an appeal under review. */
  blockedText?: string;
  /** The document the file comes from, for a file that refers to one; absent once the server knows none. */
  document?: UploadDocView;
  /**
   * The row can be chosen for a batch operation: a batch download (it downloads, and batch
   * downloads are allowed) or a secret-level change of several files (its level may change).
   */
  selectable: boolean;
  /** The row is chosen. */
  selected: boolean;
  /** The secret level a change starts from: the file's own, else the default option. */
  initialSecretLevel?: number;
  /** A rename or secret-level change of the row is being saved. */
  saving: boolean;
  /** The actions the row offers now, in order: the `can*` flags that are true. */
  actions: UploadAction[];
}

/** The upload field's view model: meanings and intents, no DOM. */
export interface UploadView {
  items: UploadItemView[];
  /**
   * Progress of the uploads since the list was last idle; `visible` when uploads run and the list
   * has more than one file (a single row shows its own).
   */
  overall: { active: boolean; visible: boolean; percent: number; label: string };
  /** Text of an empty read-only field ('' when the field shows rows or can add). */
  emptyText: string;
  hidden: boolean;
  readOnly: boolean;
  required: boolean;
  /** New files may be added (editable, `maxCount` not reached, and the system supported). */
  canAdd: boolean;
  /**
   * Why this device cannot upload, for a message in place of the button: a mobile iOS below
   * 15.0 (spec 9); '' when it can.
   */
  unsupportedText: string;
  maxCountReached: boolean;
  /** Several files may be picked at once (the field is not limited to one). */
  multiple: boolean;
  /** Value of an `<input type=file accept>`: the field's or the white list's extensions, or ''. */
  accept: string;
  /** Text under the button: the system's custom message when on, else the size limit; '' when read-only. */
  hint: string;
  /** Edge of a thumbnail in px (spec 9). */
  thumbnailSize: number;
  secretLevelOptions: readonly SecretLevelOption[];
  /**
   * Mobile: where files can come from, each with its file input's attributes (spec 9); a field
   * limited to some formats offers only the sources that can give them (the camera for images ...).
   */
  sources: UploadSourceOption[];
  add(files: readonly UploadSource[]): void;
  cancel(id: string): void;
  retry(id: string): void;
  remove(id: string): void;
  reupload(id: string, file: UploadSource): void;
  /** Renames a held file; resolves with the refusal's message, or undefined once saved. */
  rename(id: string, name: string): Promise<string | undefined>;
  /** Changes a held file's secret level; resolves with the refusal's message, or undefined once saved. */
  editSecretLevel(id: string, secretLevel: number): Promise<string | undefined>;
  /** Appeals a blocked file's block with a reason; resolves with the refusal's message, or undefined once sent. */
  appeal(id: string, reason: string): Promise<string | undefined>;
  /** Chooses or leaves rows (batch download, batch secret level). */
  select(ids: readonly string[], selected: boolean): void;
  /** Adding a file from a link (spec 7 remote download), when the field offers it. */
  remote: UploadRemoteView;
  /** Pictures pasted into the field (spec 7 base upload), when the field takes them. */
  paste: UploadPasteView;
  /**
   * Opens a row's file in the online editor: core asks `getEditUrlWithAuth`, checks the address
   * with `safeUrl`, and the field's hook opens it in a new window without an opener; a refusal
   * comes as a message.
   */
  openEditor(id: string): void;
  /**
   * Batch operations on the chosen rows (spec 7): the download, offered only when the system
   * setting allows it, and the secret level of several files at once.
   */
  batch: UploadBatchView;
  /**
   * Runs a row action that needs nothing more from the user (online edit, retry, cancel, remove)
   * and returns true; returns false for those the skin collects more for (a dialog, a sheet, a file picker).
   */
  runAction(key: UploadActionKey, itemId: string): boolean;
}

/** The dialog that adds a file from a link: the server fetches it (spec 7 `remotedownload`). */
export interface UploadRemoteView {
  /** The field offers it and can take another file. */
  available: boolean;
  /** The button that opens the dialog. */
  actionLabel: string;
  title: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /**
   * Checks the address (absolute http(s), `safeUrl`, no credentials) and has the server fetch it;
   * resolves with the refusal to show in the dialog, or `undefined` once the file is added.
   */
  submit(url: string): Promise<string | undefined>;
}

/** Pictures pasted into the field (spec 7 `base/upload`). */
export interface UploadPasteView {
  /** The field takes pasted pictures and can take another file. */
  available: boolean;
  /** A line telling the user they may paste. */
  hint: string;
  /** Sends a pasted picture (a `data:image/...;base64,` URL); the outcome comes as a message. */
  pasteImage(dataUrl: string): void;
}

/** The secret-level change of the chosen rows (spec 7 `fileEditSecLevels`). */
export interface UploadBatchSecretLevelView {
  /** Some rows may change their level: offer the change. */
  available: boolean;
  /** "Set secret level (2)". */
  label: string;
  /** Title of the list of levels. */
  title: string;
  /** Chosen rows may change their level and no change is being saved. */
  canApply: boolean;
  /** A change is being saved. */
  saving: boolean;
  options: readonly SecretLevelOption[];
  /** Gives every chosen row that may change its level the level `id`; the outcome comes as a message. */
  apply(secretLevel: number): void;
}

/** The batch bar of an upload field: download and secret level of the chosen rows. */
export interface UploadBatchView {
  /** Some row can be chosen (a batch download or a batch secret level is possible): show the selection and the bar. */
  available: boolean;
  /** `sysBatchDownload` allows it and at least one row downloads: offer the batch download. */
  downloadAvailable: boolean;
  selectedCount: number;
  /** Every selectable row is chosen. */
  allSelected: boolean;
  /** Some but not all selectable rows are chosen (a checkbox's mixed state). */
  someSelected: boolean;
  /** "Download selected (2)". */
  label: string;
  selectAllLabel: string;
  /** Rows are chosen and no batch is being packed. */
  canStart: boolean;
  /** Where the batch stands; absent before one starts. */
  status?: BatchDownloadState['status'];
  percent: number;
  /** "Packing 50%", "Archive ready" or the failure. */
  statusText: string;
  /** The packed archive's download address (the ordinary `dl` call), once ready. */
  downloadUrl?: string;
  /** Name the archive saves as. */
  downloadName?: string;
  downloadLabel: string;
  closeLabel: string;
  /** The secret level of the chosen rows at once. */
  secretLevel: UploadBatchSecretLevelView;
  /** Chooses every selectable row, or none. */
  selectAll(selected: boolean): void;
  /** Packs the chosen rows. */
  start(): void;
  /** Forgets the finished (or running) batch. */
  close(): void;
}

function statusText(item: UploadItem, percent: number, t: ConnectEnv['t']): string {
  switch (item.status) {
    case 'waiting':
      return t('upload.status.waiting');
    case 'compressing':
      return t('upload.status.compressing');
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

/**
 * Whether a mobile source can give a file the field accepts: with an accept list, the camera only
 * for images, the video recorder only for video, the album for either; the file source always.
 */
function sourceGives(source: MobileUploadSource, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0 || accept.includes('*') || source === 'file') return true;
  const takes = (group: 'images' | 'video') =>
    FORMAT_GROUP_EXTENSIONS[group].some((ext) => accept.includes(ext));
  if (source === 'camera') return takes('images');
  if (source === 'video') return takes('video');
  return takes('images') || takes('video');
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
  const download = canDownload(file, options) ? { downloadUrl: downloadUrlOf(flags, options.business) } : {};
  if (!isImage) return download;
  const preview = fileUrl(FILE_ENDPOINTS.preview, flags);
  return {
    ...download,
    // spec 7: the app shell's previews ask for its format
    previewUrl: imagePreviewUrl(preview, options.appShell),
    // spec 9: thumbnails use the small format
    thumbnailUrl: `${preview}&imgFormat=small`,
  };
}

/** spec 7: a file of a record downloads through `business/dl` with the record, any other through `dl`. */
export function downloadUrlOf(flags: FileUrlFlags & { fileId: string }, business?: BusinessRef): string {
  if (!isBusinessRef(business)) return fileUrl(FILE_ENDPOINTS.download, flags);
  const record = new URLSearchParams({ module: business.module, businessId: business.businessId });
  return `${fileUrl(FILE_ENDPOINTS.businessDownload, flags)}&${record.toString()}`;
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
  ['edit', 'canEdit'],
  ['rename', 'canRename'],
  ['reupload', 'canReupload'],
  ['editSecretLevel', 'canEditSecretLevel'],
  ['appeal', 'canAppeal'],
  ['retry', 'canRetry'],
  ['cancel', 'canCancel'],
  ['remove', 'canRemove'],
];

function withActions(row: Omit<UploadItemView, 'actions'>, t: ConnectEnv['t']): UploadItemView {
  const actions = ACTION_ORDER.filter(([, flag]) => row[flag] === true).map(([key]) => ({
    key,
    label: t(`upload.action.${key}`),
  }));
  return { ...row, actions };
}

/** The row's document line: absent for a file from no document, or one the server knows no document for. */
function docView(
  item: UploadItem,
  docs: Readonly<Record<string, DocLookup>>,
  send: (event: UploadEvent) => void,
  t: ConnectEnv['t'],
): UploadDocView | undefined {
  const key = item.status === 'done' ? docLookupKey(item.file) : undefined;
  if (!key) return undefined;
  const lookup = docs[key];
  if (lookup?.status === 'ready' && !lookup.doc) return undefined;
  const load = () => send({ type: 'DOC.LOAD', id: item.id });
  const retryLabel = t('upload.doc.retry');
  if (!lookup) return { status: 'idle', text: '', retryLabel, load };
  if (lookup.status === 'loading')
    return { status: 'loading', text: t('upload.doc.loading'), retryLabel, load };
  if (lookup.status === 'failed')
    return { status: 'failed', text: t('upload.doc.failed', { message: lookup.message }), retryLabel, load };
  const doc = lookup.doc as NonNullable<typeof lookup.doc>;
  const name = doc.name ?? t('upload.doc.untitled');
  const text = doc.folderName
    ? t('upload.doc.label', { name: t('upload.doc.folder', { name, folder: doc.folderName }) })
    : t('upload.doc.label', { name });
  return {
    status: 'ready',
    text,
    name,
    ...(doc.folderName ? { folderName: doc.folderName } : {}),
    retryLabel,
    load,
  };
}

function itemView(
  item: UploadItem,
  options: UploadViewOptions,
  editable: boolean,
  batch: { allowed: boolean; selected: ReadonlySet<string> },
  t: ConnectEnv['t'],
  document?: UploadDocView,
): UploadItemView {
  const file = item.file;
  const percent =
    item.status === 'hashing'
      ? percentOf(item.hashedBytes, item.size)
      : percentOf(item.uploadedBytes, item.size);
  const isImage = IMAGE_EXTENSIONS.includes(fileExtension(item.name));
  const settled = item.status === 'done' || item.status === 'failed';
  const levels = (options.secretLevelOptions ?? []).filter((level) => !level.canceled);
  const links = fileLinks(file, options, isImage);
  const defaultLevel = levels.find((level) => level.isDefault)?.id;
  const verification = file && item.status === 'done' ? verificationStatus(file) : undefined;
  const blocked = !!file && item.status === 'done' && isBlocked(file);
  const canEditSecretLevel =
    editable && item.status === 'done' && !!file && levels.length > 0 && offers(file, 'editSecLevel');
  const selectable = (batch.allowed && links.downloadUrl !== undefined) || canEditSecretLevel;
  return withActions(
    {
      id: item.id,
      ...(file && item.status === 'done' ? { fileId: file.fileId } : {}),
      name: item.name,
      sizeLabel: formatFileSize(item.size),
      status: item.status,
      percent: item.status === 'done' ? 100 : percent,
      statusText: statusText(item, percent, t),
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
      canEdit:
        editable &&
        item.status === 'done' &&
        !!file &&
        !blocked &&
        isOnlineEditable(fileExtension(file.name)) &&
        offers(file, 'edit'),
      canEditSecretLevel,
      canAppeal: blocked && file?.appealed !== true && !item.saving,
      ...(verification
        ? {
            verification: {
              status: verification,
              label: t(`upload.verification.${verification}`),
              tone: VERIFICATION_TONE[verification],
            },
          }
        : {}),
      ...(blocked ? { blockedText: t(file?.appealed ? 'upload.appealed' : 'upload.blocked') } : {}),
      ...(document ? { document } : {}),
      selectable,
      selected: selectable && batch.selected.has(item.id),
      initialSecretLevel: file?.secretLevel ?? defaultLevel,
      saving: item.saving === true,
    },
    t,
  );
}

/**
 * The view model of an upload field (zag's connect): what to show for the machine's snapshot and
 * the intents a skin calls. Files below the form's secret level are dropped (spec 5).
 */
export function connectUpload(
  snapshot: UploadSnapshot,
  send: (event: UploadEvent) => void,
  env: ConnectEnv,
): UploadView {
  const { rows, field, settings, selected, batch, docs } = snapshot.context;
  return uploadView(
    { items: rows.map((row) => row.item), overall: overallProgress(rows), selected, batch, docs },
    { ...field, settings, platform: env.platform },
    send,
    env,
  );
}

/** The view of some rows under some options: what {@link connectUpload} builds from a snapshot. */
export function uploadView(
  state: UploadViewState,
  options: UploadViewOptions,
  send: (event: UploadEvent) => void,
  { t }: Pick<ConnectEnv, 't'>,
): UploadView {
  const mode = options.mode ?? 'edit';
  const editable = mode === 'edit' || mode === 'required';
  const limits = fieldLimits(options);
  const kept = dropBelowSecretLevel(
    state.items.map((item) => ({ item, secretLevel: item.file?.secretLevel })),
    options.formSecretLevel,
  ).map(({ item }) => item);
  const maxCount = limits.maxCount ?? 0;
  const maxCountReached = maxCount > 0 && kept.filter((item) => item.status !== 'failed').length >= maxCount;
  const settings = options.settings ?? {};
  const maxSize = effectiveMaxSize(limits.maxSize, settings);
  const customHint = isOn(settings.sysUploadCustomMsgEnable) ? (settings.sysUploadCustomMsg ?? '') : '';
  const overallPercent = percentOf(state.overall.loaded, state.overall.total);
  const accept = acceptAttribute(limits, settings);
  const multiple = maxCount !== 1;
  const reply = (event: (resolve: (refusal: string | undefined) => void) => UploadEvent) =>
    new Promise<string | undefined>((resolve) => send(event(resolve)));
  const mobile = options.mobile ?? options.platform === 'mobile';
  const supported = !mobile || meetsMinimumIos(options.userAgent);
  const batchAllowed = batchDownloadAllowed(settings, { mobile });
  const chosen = new Set(state.selected);
  const items = kept.map((item) =>
    itemView(
      item,
      options,
      editable,
      { allowed: batchAllowed, selected: chosen },
      t,
      docView(item, state.docs ?? {}, send, t),
    ),
  );
  const view: UploadView = {
    items,
    overall: {
      active: state.overall.active,
      visible: state.overall.active && kept.length > 1,
      percent: overallPercent,
      label: t('upload.overall', { percent: overallPercent }),
    },
    emptyText: !editable && kept.length === 0 ? t('upload.empty') : '',
    hidden: mode === 'hidden',
    readOnly: !editable,
    required: mode === 'required',
    canAdd: editable && !maxCountReached && supported,
    unsupportedText: editable && !supported ? t('upload.iosTooOld', { version: MIN_IOS_VERSION }) : '',
    maxCountReached,
    multiple,
    accept,
    hint: editable ? customHint || (maxSize !== undefined ? t('upload.limitHint', { maxSize }) : '') : '',
    thumbnailSize: THUMBNAIL_SIZE[options.platform],
    secretLevelOptions: (options.secretLevelOptions ?? []).filter((level) => !level.canceled),
    sources: MOBILE_UPLOAD_SOURCES.filter((key) => sourceGives(key, limits.accept)).map((key) => ({
      key,
      label: t(`upload.source.${key}`),
      ...mobileSourceInput(key, accept),
      multiple: multiple && key !== 'camera' && key !== 'video',
    })),
    add: (files) => send({ type: 'ADD', files }),
    cancel: (id) => send({ type: 'CANCEL', id }),
    retry: (id) => send({ type: 'RETRY', id }),
    remove: (id) => send({ type: 'REMOVE', id }),
    reupload: (id, file) => send({ type: 'REUPLOAD', id, file }),
    rename: (id, name) => reply((resolve) => ({ type: 'RENAME', id, name, reply: resolve })),
    editSecretLevel: (id, secretLevel) =>
      reply((resolve) => ({ type: 'EDIT_SECRET_LEVEL', id, secretLevel, reply: resolve })),
    appeal: (id, reason) => reply((resolve) => ({ type: 'APPEAL', id, reason, reply: resolve })),
    select: (ids, selected) => send({ type: 'SELECT', ids, selected }),
    openEditor: (id) => send({ type: 'EDIT.OPEN', id }),
    remote: {
      available: options.allowRemote === true && editable && !maxCountReached && supported,
      actionLabel: t('upload.remote.action'),
      title: t('upload.remote.title'),
      label: t('upload.remote.label'),
      placeholder: t('upload.remote.placeholder'),
      submitLabel: t('upload.remote.submit'),
      submit: (url) => reply((resolve) => ({ type: 'ADD.REMOTE', url, reply: resolve })),
    },
    paste: {
      available: options.allowPaste === true && editable && !maxCountReached && supported,
      hint: t('upload.base64.hint'),
      pasteImage: (dataUrl) => send({ type: 'ADD.BASE64', dataUrl, name: pastedName(dataUrl, t) }),
    },
    batch: batchView(items, state.batch, options, send, t),
    runAction: (key, itemId) => runImmediateUploadAction(view, key, itemId),
  };
  return view;
}

/** "Pasted picture-143005.png": the time of the paste and the picture's type. */
function pastedName(dataUrl: string, t: ConnectEnv['t'], now = new Date()): string {
  const type = /^data:image\/([\w+.-]+);/i.exec(dataUrl)?.[1]?.toLowerCase() ?? 'png';
  const ext = type === 'jpeg' ? 'jpg' : type.replace(/\W/g, '');
  const time = [now.getHours(), now.getMinutes(), now.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  return t('upload.base64.name', { time, ext });
}

function batchView(
  items: readonly UploadItemView[],
  batch: BatchDownloadState | undefined,
  options: UploadViewOptions,
  send: (event: UploadEvent) => void,
  t: ConnectEnv['t'],
): UploadBatchView {
  const mobile = options.mobile ?? options.platform === 'mobile';
  const allowed = batchDownloadAllowed(options.settings, { mobile });
  const selectable = items.filter((item) => item.selectable);
  const chosen = selectable.filter((item) => item.selected);
  const fileIds = chosen.flatMap((item) => (allowed && item.canDownload && item.fileId ? [item.fileId] : []));
  const levelRows = chosen.filter((item) => item.canEditSecretLevel);
  const levelsSaving = items.some((item) => item.saving && item.selected);
  const status = batch?.status;
  const percent = status === 'ready' ? 100 : (batch?.percent ?? 0);
  const statusText =
    status === 'preparing'
      ? t('upload.batch.preparing', { percent })
      : status === 'ready'
        ? t('upload.batch.ready')
        : status === 'failed'
          ? t('upload.batch.failed', { message: batch?.error || t('upload.error.api') })
          : '';
  return {
    available: selectable.length > 0,
    downloadAvailable: allowed && items.some((item) => item.canDownload),
    selectedCount: chosen.length,
    allSelected: selectable.length > 0 && chosen.length === selectable.length,
    someSelected: chosen.length > 0 && chosen.length < selectable.length,
    label: t('upload.batch.download', { count: fileIds.length }),
    selectAllLabel: t('upload.selectAll'),
    canStart: fileIds.length > 0 && status !== 'preparing',
    ...(status ? { status } : {}),
    percent,
    statusText,
    ...(status === 'ready' && batch?.fileId
      ? {
          downloadUrl: fileUrl(FILE_ENDPOINTS.download, {
            fileId: batch.fileId,
            mobile,
            loginFree: options.loginFree,
          }),
          ...(batch.name ? { downloadName: batch.name } : {}),
        }
      : {}),
    downloadLabel: t('upload.batch.save'),
    closeLabel: t('upload.batch.close'),
    secretLevel: {
      available: items.some((item) => item.canEditSecretLevel),
      label: t('upload.batchLevel.label', { count: levelRows.length }),
      title: t('upload.batchLevel.title'),
      canApply: levelRows.length > 0 && !levelsSaving,
      saving: levelsSaving,
      options: (options.secretLevelOptions ?? []).filter((level) => !level.canceled),
      apply: (secretLevel) => {
        if (levelRows.length > 0)
          send({ type: 'BATCH.SECRET_LEVEL', ids: levelRows.map((item) => item.id), secretLevel });
      },
    },
    selectAll: (selected) => send({ type: 'SELECT', ids: selectable.map((item) => item.id), selected }),
    start: () => {
      if (fileIds.length > 0) send({ type: 'BATCH.START', fileIds });
    },
    close: () => send({ type: 'BATCH.CLOSE' }),
  };
}

/** The row actions a skin shows a dialog, sheet or file picker for; the others run at once. */
export type UploadInteractiveAction = Extract<
  UploadActionKey,
  'download' | 'rename' | 'reupload' | 'editSecretLevel' | 'appeal'
>;

/**
 * Runs a row action that needs nothing more from the user (online edit, retry, cancel, remove) and
 * returns true; returns false for the actions the skin must collect more for.
 */
export function runImmediateUploadAction(view: UploadView, key: UploadActionKey, itemId: string): boolean {
  switch (key) {
    case 'edit':
      view.openEditor(itemId);
      return true;
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
