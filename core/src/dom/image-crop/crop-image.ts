import { rotatedSize, type CropExportInput } from '../../image-crop';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = url;
  });
}

/**
 * Draws `area` of the image at `url`, turned by `rotation` degrees, and answers it as a base64 data
 * URL of `outputType` (webp by default, spec 9). The area is in pixels of the rotated image, as
 * react-easy-crop reports it.
 */
export async function cropImageToDataUrl({
  url,
  area,
  rotation,
  outputType,
}: CropExportInput): Promise<string> {
  const image = await loadImage(url);
  const bounds = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const turned = document.createElement('canvas');
  turned.width = bounds.width;
  turned.height = bounds.height;
  const ctx = turned.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.translate(bounds.width / 2, bounds.height / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(area.width));
  out.height = Math.max(1, Math.round(area.height));
  const outCtx = out.getContext('2d');
  if (!outCtx) throw new Error('canvas');
  outCtx.drawImage(
    turned,
    Math.round(area.x),
    Math.round(area.y),
    out.width,
    out.height,
    0,
    0,
    out.width,
    out.height,
  );
  const dataUrl = out.toDataURL(outputType, 0.92);
  if (!dataUrl.startsWith('data:image/')) throw new Error('export');
  return dataUrl;
}
