import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { cropImageToDataUrl } from '../../dom/image-crop';
import {
  connectImageCrop,
  imageCropActors,
  imageCropMachine,
  imageCropTexts,
  type CropperOptions,
  type ImageCropView,
} from '../../image-crop';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useMachineActor } from '../machine';
import { useLocale } from '../use-locale';

/** Props of both skins' `ImageCropper`. */
export interface ImageCropperProps {
  /** Ratio, accept list, output type and size limit; `CROPPER_DEFAULTS` (1, image/*, webp, 2 MB) by default. */
  options?: Partial<CropperOptions>;
  /** An image to start with. */
  src?: string;
  /** The cropped image as a base64 data URL, and its size in KB. */
  onCrop?: (dataUrl: string, sizeKB: number) => void;
}

/** The cropper's view model plus what react-easy-crop needs beside it. */
export interface ImageCropperState extends ImageCropView {
  /** Where the image sits under the crop box (react-easy-crop's `crop`). */
  position: { x: number; y: number };
  setPosition(position: { x: number; y: number }): void;
  /** A file from a file input or picker: checked, then shown. */
  pickFile(file: File): void;
}

/** An image cropper over core's machine; exports with a canvas (`@suite-ui/core/dom`). */
export function useImageCrop(props: ImageCropperProps, platform: Platform): ImageCropperState {
  const host = useMachineActor(imageCropMachine, {
    input: { options: props.options, src: props.src },
    implementations: {
      actors: imageCropActors({ exportCrop: cropImageToDataUrl }),
    },
  });
  const { onCrop } = props;
  useEffect(() => {
    const offCrop = host.on('cropped', (event) => onCrop?.(event.dataUrl, event.sizeKB));
    const offRevoke = host.on('revoke', (event) => {
      if (event.url.startsWith('blob:')) URL.revokeObjectURL(event.url);
    });
    return () => {
      offCrop();
      offRevoke();
    };
  }, [host, onCrop]);
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const locale = useLocale();
  const env = useMemo(() => connectEnv(imageCropTexts, locale, platform), [locale, platform]);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  return useMemo(() => {
    const view = connectImageCrop(snapshot, host.send, env);
    return {
      ...view,
      position,
      setPosition,
      pickFile: (file: File) => {
        setPosition({ x: 0, y: 0 });
        view.pick(file, URL.createObjectURL(file));
      },
    };
  }, [snapshot, host, env, position]);
}
