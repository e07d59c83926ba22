import { useMemo, useSyncExternalStore } from 'react';
import {
  connectImageViewer,
  imageViewerMachine,
  imageViewerTexts,
  openImagePreview,
  previewableImages,
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

/** A list's image preview: the viewer over its previewable rows, and how a row opens it. */
export interface ListImagePreview<T> {
  viewer: ImageViewerState;
  /** Opens the viewer at `row` (with the host's previewer, else the built-in viewer); false when the row has no preview. */
  open(row: T): boolean;
}

/**
 * The built-in image viewer as the preview of a list whose rows may carry a `previewUrl` (the
 * upload widget's rows): previous and next step through the list's images (spec 8).
 */
export function useListImagePreview<T extends { name: string; previewUrl?: string }>(
  list: readonly T[],
  platform: Platform,
  previewer?: ImagePreviewer | null,
): ListImagePreview<T> {
  const { rows, images } = useMemo(() => previewableImages(list), [list]);
  const viewer = useImageViewer({ images, previewer }, platform);
  return useMemo(
    () => ({
      viewer,
      open: (row: T) => {
        const index = rows.indexOf(row);
        if (index >= 0) viewer.preview(index);
        return index >= 0;
      },
    }),
    [viewer, rows],
  );
}
