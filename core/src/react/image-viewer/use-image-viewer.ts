import { useMemo, useSyncExternalStore } from 'react';
import {
  connectImageViewer,
  imageViewerMachine,
  imageViewerTexts,
  openImagePreview,
  viewerImages,
  type ImagePreviewer,
  type ImageViewerView,
  type ViewerImage,
} from '../../image-viewer';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useMachineActor } from '../machine';
import { useLocale } from '../use-locale';

/** Props of both skins' `ImageViewer`. */
export interface ImageViewerProps {
  /** The images (unsafe addresses are dropped). */
  images: ViewerImage[];
  /**
   * The host's own previewer (desktop client photo view, mobile app image preview); when its check
   * or run fails the built-in viewer opens (spec 8).
   */
  previewer?: ImagePreviewer | null;
  /** Side of a thumbnail in px. */
  thumbnailSize?: number;
}

/** The viewer's view model plus the thumbnails and how one opens. */
export interface ImageViewerState extends ImageViewerView {
  thumbnails: ViewerImage[];
  /** Opens image `index`: with the host's previewer, or the built-in viewer. */
  preview(index: number): void;
}

/** The built-in image viewer over core's machine, behind a host's previewer when one is given. */
export function useImageViewer(props: ImageViewerProps, platform: Platform): ImageViewerState {
  const host = useMachineActor(imageViewerMachine, { input: undefined as never });
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const locale = useLocale();
  const env = useMemo(() => connectEnv(imageViewerTexts, locale, platform), [locale, platform]);
  const { images, previewer } = props;
  const thumbnails = useMemo(() => viewerImages(images), [images]);
  return useMemo(() => {
    const view = connectImageViewer(snapshot, host.send, env);
    return {
      ...view,
      thumbnails,
      preview: (index: number) => void openImagePreview(thumbnails, index, view.show, previewer),
    };
  }, [snapshot, host, env, thumbnails, previewer]);
}
