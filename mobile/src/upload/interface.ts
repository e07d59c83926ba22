import type {
  SecretLevelOption,
  UploadedFile,
  UploadLimits,
  UploadMode,
  UploadSystemSettings,
} from '@suite-ui/core';
import type { UseUploadProps } from '@suite-ui/core/react';

/** Props of the mobile Upload. */
export interface UploadProps {
  /** Controlled list of the files the field holds. */
  value?: UploadedFile[];
  /** Initial files when uncontrolled. */
  defaultValue?: UploadedFile[];
  /** Called with the files the field holds after every change. */
  onChange?: (files: UploadedFile[]) => void;
  /** spec 3: required, edit (default), readOnly or hidden. */
  mode?: UploadMode;
  /** Count, size (MB) and type limits of the field. */
  limits?: UploadLimits;
  /** The upload system setting; fetched from the server when absent. */
  settings?: UploadSystemSettings;
  /** The form's secret level (files below it are dropped, spec 5) and the levels a file may take. */
  secretLevels?: { form?: number; options?: readonly SecretLevelOption[] };
  /** The page is opened without a login: calls go to /papi (spec 7). */
  loginFree?: boolean;
  /** The page runs in the mobile app shell: image previews ask for the app's format (spec 7). */
  appShell?: boolean;
  /** Concurrency, chunk sizes and extra fields of new uploads. */
  upload?: UseUploadProps['upload'];
  /** Base URL and headers of the calls. */
  api?: UseUploadProps['api'];
  /** Replaces some of the IO (tests). */
  services?: UseUploadProps['services'];
}
