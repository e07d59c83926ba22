// Safe URLs in user markup (spec 9): the links and images the rich-text and markdown editors keep.
// Kernel: both editors and the HTML sanitiser read it.

// Characters browsers drop inside a URL scheme: controls, spaces, and the invisible marks an attacker
// slips between letters (`java\u0000script:`). Built without a regex literal so no control character
// sits in the source.
function stripInvisible(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const invisible =
      code <= 0x20 ||
      (code >= 0x7f && code <= 0xa0) ||
      code === 0xad ||
      (code >= 0x200b && code <= 0x200f) ||
      (code >= 0x2028 && code <= 0x202e) ||
      (code >= 0x2060 && code <= 0x206f) ||
      code === 0xfeff;
    if (!invisible) out += char;
  }
  return out;
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/]+=*$/i;

/** Where a URL is used: an image source may also be a `data:image/...` URL. */
export type UrlUse = 'link' | 'image';

/**
 * A URL safe to put in a link or image: http(s), mailto, tel, relative or fragment URLs; for images
 * also base64 `data:image/png|jpeg|gif|webp|bmp`. `javascript:`, `vbscript:`, `data:` (other),
 * `file:` and any other scheme are refused, however they are spelled (case, entities already
 * decoded by the parser, invisible characters between letters).
 */
export function isSafeRichTextUrl(url: string, use: UrlUse = 'link'): boolean {
  const compact = stripInvisible(url);
  if (compact === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) {
    // a relative URL; "//host" is protocol-relative (http(s)), also fine. A backslash can be read
    // as a slash by browsers, which keeps it relative too.
    return true;
  }
  const name = (scheme[1] ?? '').toLowerCase();
  if (SAFE_SCHEMES.has(name)) return true;
  return use === 'image' && name === 'data' && IMAGE_DATA.test(compact);
}
