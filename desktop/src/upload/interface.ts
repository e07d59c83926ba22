import type { UploadFieldSkinProps } from '@suite-ui/core/react';

export type { UploadSecretLevels } from '@suite-ui/core/react';

/** Props both desktop upload widgets take (the props every skin's upload field takes). */
export type UploadFieldProps = UploadFieldSkinProps;

/** Props of the desktop Upload. */
export interface UploadProps extends UploadFieldProps {
  /** A drag-and-drop area instead of a button. */
  drag?: boolean;
}

/** Props of the desktop ImageList: images only by default (spec 5), 100 × 100 thumbnails. */
export type ImageListProps = UploadFieldProps;
