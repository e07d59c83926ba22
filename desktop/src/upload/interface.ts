import type {
  SecretLevelOption,
  UploadedFile,
  UploadLimits,
  UploadMode,
  UploadSystemSettings,
} from '@suite-ui/core';
import type { UseUploadProps } from '@suite-ui/core/react';

/** Secret levels of the form around an upload field (spec 5). */
export interface UploadSecretLevels {
  /** The form's level: files below it are dropped. */
  form?: number;
  /** Levels a file's secret level may be changed to; none hides the action. */
  options?: readonly SecretLevelOption[];
}

/** Props both desktop upload widgets take. */
export interface UploadFieldProps {
  /** Controlled list of the files the field holds. */
  value?: UploadedFile[];
  /** Initial files when uncontrolled. */
  defaultValue?: UploadedFile[];
  /** Called with the files the field holds after every upload, rename, edit or delete. */
  onChange?: (files: UploadedFile[]) => void;
  /** spec 3: required, edit (default), readOnly or hidden. */
  mode?: UploadMode;
  /** Count, size (MB) and type limits of the field. */
  limits?: UploadLimits;
  /** The upload system setting; fetched from the server when absent. */
  settings?: UploadSystemSettings;
  secretLevels?: UploadSecretLevels;
  /** The page is opened without a login: calls go to /papi (spec 7). */
  loginFree?: boolean;
  /** Concurrency, chunk sizes and extra fields of new uploads. */
  upload?: UseUploadProps['upload'];
  /** Base URL and headers of the calls. */
  api?: UseUploadProps['api'];
  /** Replaces some of the IO (tests). */
  services?: UseUploadProps['services'];
}

/** Props of the desktop Upload. */
export interface UploadProps extends UploadFieldProps {
  /** A drag-and-drop area instead of a button. */
  drag?: boolean;
}

/** Props of the desktop ImageList: images only by default (spec 5), 100 × 100 thumbnails. */
export type ImageListProps = UploadFieldProps;
