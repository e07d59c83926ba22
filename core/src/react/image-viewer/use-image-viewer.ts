import { useMemo, useSyncExternalStore } from 'react';
import {
  connectImageViewer,
  imageViewerMachine,
  imageViewerTexts,
  openImagePreview,
  pickImagePreviewer,
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
   * or run fails the built-in viewer opens (spec 8). Left out: the one registered with
   * `registerImagePreviewer`; `null`: the built-in viewer only.
   */
  previewer?: ImagePreviewer | null;
  /** Side of a thumbnail in px. */
  thumbnailSize?: number;
}

/** The built-in viewer's view model and how a widget previews images with it. */
export interface ImagePreview {
  /** The built-in viewer the skin renders (its dialog or popup). */
  viewer: ImageViewerView;
  /**
   * Shows `images` from `index`: with the previewer `pickImagePreviewer` chooses, else (none, or
   * its check or run failed) with the built-in viewer (spec 8).
   */
  show(images: readonly ViewerImage[], index: number): Promise<'host' | 'built-in'>;
}

/**
 * The built-in image viewer over core's machine, behind the host's previewer (the widget's own
 * `previewer`, else the registered one): the one preview the image viewer, the upload lists and
 * rich text share.
 */
export function useImagePreview(platform: Platform, previewer?: ImagePreviewer | null): ImagePreview {
  const host = useMachineActor(imageViewerMachine, { input: undefined as never });
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const locale = useLocale();
  const env = useMemo(() => connectEnv(imageViewerTexts, locale, platform), [locale, platform]);
  return useMemo(() => {
    const viewer = connectImageViewer(snapshot, host.send, env);
    return {
      viewer,
      // the registry is read at the click: a previewer registered after the mount is used
      show: (images, index) =>
        openImagePreview(images, index, viewer.show, pickImagePreviewer(previewer, platform)),
    };
  }, [snapshot, host, env, previewer, platform]);
}

/** The viewer's view model plus the thumbnails and how one opens. */
export interface ImageViewerState extends ImageViewerView {
  thumbnails: ViewerImage[];
  /** Opens image `index`: with the host's previewer, or the built-in viewer. */
  preview(index: number): void;
}

/** The built-in image viewer over core's machine, behind a host's previewer when one is given or registered. */
export function useImageViewer(props: ImageViewerProps, platform: Platform): ImageViewerState {
  const { images, previewer } = props;
  const { viewer, show } = useImagePreview(platform, previewer);
  const thumbnails = useMemo(() => viewerImages(images), [images]);
  return useMemo(
    () => ({ ...viewer, thumbnails, preview: (index: number) => void show(thumbnails, index) }),
    [viewer, show, thumbnails],
  );
}

/** A list's image preview: the viewer over its previewable rows, and how a row opens it. */
export interface ListImagePreview<T> {
  viewer: ImageViewerView;
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
  const { viewer, show } = useImagePreview(platform, previewer);
  return useMemo(
    () => ({
      viewer,
      open: (row: T) => {
        const index = rows.indexOf(row);
        if (index >= 0) void show(images, index);
        return index >= 0;
      },
    }),
    [viewer, show, rows, images],
  );
}
