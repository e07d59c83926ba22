// The cropper's one IO, drawing the crop (a canvas in the browser: `cropImageToDataUrl` of
// `@suite-ui/core/dom`), and the machine's actor over it.
import { fromPromise } from 'xstate';
import type { CropExportInput } from './image-crop.machine';

/** The IO of a cropper. */
export interface ImageCropServices {
  /** Draws the area of the (rotated) image and answers a data URL of the output type. */
  exportCrop(input: CropExportInput): Promise<string>;
}

/** The image crop machine's actors over `ImageCropServices`. */
export function imageCropActors(services: ImageCropServices) {
  return {
    exportCrop: fromPromise<string, CropExportInput>(({ input }) => services.exportCrop(input)),
  };
}
