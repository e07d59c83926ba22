import { fitWithin, type CompressionPlan, type UploadSource } from '../../upload';

/**
 * Compresses an image before upload (spec 9 compress type 1) with the browser's own decoder and a
 * canvas: scaled so its longest edge fits `plan.maxEdge`, written as `plan.mimeType` at
 * `plan.quality`. `createImageBitmap` applies the photo's EXIF orientation, so a portrait shot stays
 * upright once the orientation tag is gone. Answers the picked file when the result is not smaller,
 * a PNG needs no scaling, or the browser cannot write the type (it falls back to PNG silently).
 */
export async function compressImage(
  file: UploadSource,
  plan: CompressionPlan,
  signal?: AbortSignal,
): Promise<UploadSource> {
  const bitmap = await createImageBitmap(file);
  let blob: Blob | null;
  try {
    const size = fitWithin(bitmap.width, bitmap.height, plan.maxEdge);
    const scaled = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!scaled && plan.mimeType === 'image/png') return file;
    blob = await draw(bitmap, size, plan);
  } finally {
    bitmap.close();
  }
  signal?.throwIfAborted();
  if (!blob || blob.type !== plan.mimeType || blob.size >= file.size) return file;
  return new File([blob], file.name, { type: plan.mimeType, lastModified: Date.now() });
}

async function draw(
  bitmap: ImageBitmap,
  { width, height }: { width: number; height: number },
  plan: CompressionPlan,
): Promise<Blob | null> {
  const options = { type: plan.mimeType, quality: plan.quality };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob(options);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, options.type, options.quality));
}
