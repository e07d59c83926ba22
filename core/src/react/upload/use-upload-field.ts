import type {
  SecretLevelOption,
  UploadView,
  UploadedFile,
  UploadLimits,
  UploadMessage,
  UploadMode,
  UploadSystemSettings,
} from '../../upload';
import type { ImagePreviewer } from '../../image-viewer';
import type { Platform } from '../../shared/platform';
import { useUpload, type UseUploadProps } from './use-upload';

/** Secret levels of the form around an upload field (spec 5). */
export interface UploadSecretLevels {
  /** The form's level: files below it are dropped. */
  form?: number;
  /** Levels a file's secret level may be changed to; none hides the action. */
  options?: readonly SecretLevelOption[];
}

/** Props every skin's upload widget takes. */
export interface UploadFieldSkinProps {
  /** Controlled list of the files the field holds. */
  value?: UploadedFile[];
  /** Initial files when uncontrolled. */
  defaultValue?: UploadedFile[];
  /** Called with the files the field holds after every upload, rename, edit or delete. */
  onChange?: (files: UploadedFile[]) => void;
  /** Told when files start or stop uploading (a form or a comment waits for them before it sends). */
  onBusyChange?: UseUploadProps['onBusyChange'];
  /** spec 3: required, edit (default), readOnly or hidden. */
  mode?: UploadMode;
  /** Count, size (MB) and type limits of the field. */
  limits?: UploadLimits;
  /** The upload system setting; fetched from the server when absent. */
  settings?: UploadSystemSettings;
  secretLevels?: UploadSecretLevels;
  /** The page is opened without a login: calls go to /papi (spec 7). */
  loginFree?: boolean;
  /** Offers "Add from link": the server fetches the file at an http(s) address (spec 7 remote download). */
  allowRemote?: boolean;
  /** Takes pictures pasted into the field (a screenshot, a copied image), sent as base64 (spec 7 base upload). */
  allowPaste?: boolean;
  /** The record the files belong to: downloads go through `business/dl` with it (spec 7). */
  business?: UseUploadProps['business'];
  /** Concurrency, chunk sizes and extra fields of new uploads. */
  upload?: UseUploadProps['upload'];
  /** Base URL and headers of the calls. */
  api?: UseUploadProps['api'];
  /** Replaces some of the IO (tests). */
  services?: UseUploadProps['services'];
  /**
   * Previews a tapped or clicked image (spec 8): left out, the host's registered previewer (desktop
   * client photo view, mobile app image preview), else the built-in viewer; `null`, the built-in
   * viewer only.
   */
  imagePreviewer?: ImagePreviewer | null;
}

/** A skin's upload field: its props, its platform and how it shows messages (spec 8). */
export function useUploadField(
  {
    secretLevels,
    imagePreviewer: _previewer,
    ...props
  }: UploadFieldSkinProps & { appShell?: boolean; imagesOnly?: boolean },
  platform: Platform,
  onMessage: (message: UploadMessage) => void,
): UploadView {
  return useUpload({
    ...props,
    platform,
    formSecretLevel: secretLevels?.form,
    secretLevelOptions: secretLevels?.options,
    onMessage,
  });
}
