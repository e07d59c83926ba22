import type { UploadFieldSkinProps } from '@suite-ui/core/react';

/** Props of the mobile Upload: the props every skin's upload field takes, and the app shell flag. */
export interface UploadProps extends UploadFieldSkinProps {
  /** The page runs in the mobile app shell: image previews ask for the app's format (spec 7). */
  appShell?: boolean;
}
