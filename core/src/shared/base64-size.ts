// spec 9: sizes of base64 pictures are computed in KB; one rule for the cropper's result and the
// upload's pasted pictures, in the kernel so neither loads the other's texts.

/**
 * The decoded size in KB (bytes / 1024, unrounded) of base64 text or a base64 data URL, padding
 * and whitespace accounted for (spec 9).
 */
export function base64SizeKB(dataUrlOrBase64: string): number {
  const text = String(dataUrlOrBase64 ?? '');
  const comma = text.startsWith('data:') ? text.indexOf(',') : -1;
  const body = (comma >= 0 ? text.slice(comma + 1) : text).replace(/\s/g, '');
  if (body.length === 0) return 0;
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const bytes = Math.floor((body.length * 3) / 4) - padding;
  return Math.max(0, bytes) / 1024;
}
