/**
 * Why a file did not upload (spec 4, "file upload error types"). The numbers are the suite's own
 * codes and travel to hosts unchanged.
 */
export const UploadErrorType = {
  TooMany: 1,
  TooLarge: 2,
  ForbiddenType: 3,
  TotalTooLarge: 4,
  Cancelled: 5,
  ZeroSize: 7,
  SecretLevelFailed: 8,
  SensitiveWord: 300,
  NetworkInterrupted: -1,
  Silent: -2,
  ApiError: -3,
  ChecksumReadFailed: -4,
} as const;

/** One of the {@link UploadErrorType} codes. */
export type UploadErrorType = (typeof UploadErrorType)[keyof typeof UploadErrorType];

/** A failure with the message users read (spec 8). `message` is empty for {@link UploadErrorType.Silent}. */
export interface UploadIssue {
  type: UploadErrorType;
  message: string;
}

/** The upload format lists of the system setting (spec 3, spec 5). */
export interface UploadFormatSettings {
  /**
   * When on, only the white list passes; otherwise the black list blocks. Servers send a boolean,
   * 1/0 or texts such as 'true', 'TRUE', 'y', '0'; a value none of these is read as on (fail closed).
   */
  sysFormatWhitesEnable?: boolean | number | string | null;
  /** Allowed extensions separated by comma or semicolon (`tar.gz` has two parts); `*` or `*.*` allows all. */
  sysFormatWhites?: string | readonly string[] | null;
  /** Blocked extensions separated by comma or semicolon; `*` or `*.*` blocks all. */
  sysFormatBlacks?: string | readonly string[] | null;
}

/** The upload system setting (spec 3), as read from `/{api}/file/tenant/setting`. */
export interface UploadSystemSettings extends UploadFormatSettings {
  /** Largest single file in MB; 0 or absent means no system limit. */
  sysMaxSingleUploadSize?: number | null;
  /** Downloads allowed in the mobile app. */
  sysAppDownload?: boolean;
  /** Several files may be downloaded at once. */
  sysBatchDownload?: boolean;
  /** Show `sysUploadCustomMsg` as the upload hint. */
  sysUploadCustomMsgEnable?: boolean;
  sysUploadCustomMsg?: string;
}

/** What a file to upload must offer: a browser `File` is one. */
export type UploadSource = Blob & { readonly name: string };

/** The size and name of a file being checked before upload. */
export interface FileFacts {
  name: string;
  size: number;
}

/**
 * A file entry as the server describes it (spec 3, "file entry"). Everything but `name` is
 * optional because it comes from untrusted answers.
 */
export interface FileEntry {
  name: string;
  /** Verification status 0 to 4. */
  type?: number;
  /** 1 and 2 block download. */
  fileStatus?: number;
  /** The operations the server offers on the file: strings or `{ id | key | type }` records. */
  options?: readonly unknown[];
  /** Banned files cannot be downloaded. */
  ban?: boolean;
  /** An appeal of the block is waiting for review (spec 7 `appeal/file/{fileId}`). */
  appealed?: boolean;
}

/** A file the server holds: an upload's result or an item of an upload field's value. */
export interface UploadedFile extends FileEntry {
  fileId: string;
  size: number;
  /** md5 of the content as the server computed it. */
  md5?: string;
  secretLevel?: number;
  secretLevelValidity?: string;
  /** A file that refers to a document's file: the reference `getInfoByRefOrDoc` reads (spec 7). */
  refId?: string;
  /** The document the file belongs to, when the server says so. */
  docId?: string;
}

/** The platform flags that decide the `{api}` part of a file URL (spec 7). */
export interface FileUrlFlags {
  mobile?: boolean;
  /** Pages opened without a login use the `papi` prefix. */
  loginFree?: boolean;
}
