// Where an address leads, as the browser decides it: the WHATWG URL parser (`new URL`) resolves
// the address against a base, and the origins are compared. Hand-written prefix tests miss what the
// parser forgives (`/\evil.com`, ` //evil.com`, `https:evil.com`, tabs inside the scheme ...).

/**
 * The origin `url` leads to when resolved against `base` (`https://host[:port]`, lower case), or
 * null when it does not parse or has no origin of its own (`data:`, `javascript:`, `blob:null`).
 */
export function resolvedOrigin(url: string, base: string): string | null {
  try {
    const origin = new URL(url, base).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * True when `url`, resolved against `base` as a browser does, stays on `base`'s origin. `base` is an
 * absolute address (`https://suite.test/app/`); an unparsable `base` or `url` is never the same.
 */
export function isSameOrigin(url: string, base: string): boolean {
  const own = resolvedOrigin(base, 'invalid:');
  return own !== null && resolvedOrigin(url, base) === own;
}

// Stand-ins for a page whose address core is not told: both schemes, so that `https:host` (read
// as a path under an https page, as a host under an http one) counts as leaving.
const PAGE_STAND_INS = ['https://page.invalid/a/b/', 'http://page.invalid/a/b/'] as const;

/**
 * True when `url` stays on whatever origin the page that uses it has: a relative address that no
 * parser reads as another host (`/x`, `x`, `?q`, `#h`, not `//host`, `/\host`, ` //host` or
 * `https:host`). An absolute address counts as leaving even where it names the page's own host,
 * since the page's address is not known here: pass a base to {@link isSameOrigin} for that.
 */
export function staysOnPage(url: string): boolean {
  return PAGE_STAND_INS.every((base) => isSameOrigin(url, base));
}

/** What `url` resolves to against each stand-in page (null where it does not parse). */
export function resolvedOnPage(url: string): (string | null)[] {
  return PAGE_STAND_INS.map((base) => {
    try {
      return new URL(url, base).href;
    } catch {
      return null;
    }
  });
}
