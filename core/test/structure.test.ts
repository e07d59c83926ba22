// The shape of a widget (DEVELOPERS.md): every feature with a `<feature>.connect.ts` has all the
// parts `npm run new-widget` creates (scripts/widget-parts.cjs names them). A missing part fails
// here unless it is a known exception below; `node scripts/widget-parts.cjs` prints the current list.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { features, missingParts } = require('../../scripts/widget-parts.cjs') as {
  features(): string[];
  missingParts(feature: string): string[];
};

/**
 * Parts features lack for now (features built before the pattern, or being built this session):
 * shrink this list as they are added; a stale entry is reported, not failed.
 */
const KNOWN_EXCEPTIONS: Record<string, readonly string[]> = {
  cascader: ['page object'],
  'hr-card': ['page object', 'e2e spec'],
  'image-crop': ['page object'],
  'image-viewer': ['page object', 'size budget'],
  'media-player': ['page object'],
  recorder: ['machine', 'page object'],
  signature: ['page object'],
  watermark: ['logic'],
};

describe('the shape of every widget', () => {
  it('finds the features, the example among them, complete', () => {
    expect(features()).toContain('rate');
    expect(missingParts('rate')).toEqual([]);
  });

  it.each(features())('%s has every part of a widget', (feature) => {
    const missing = missingParts(feature);
    const allowed = KNOWN_EXCEPTIONS[feature] ?? [];
    expect(missing.filter((part) => !allowed.includes(part))).toEqual([]);
    const stale = allowed.filter((part) => !missing.includes(part));
    if (stale.length)
      console.warn(`core/test/structure.test.ts: drop the exceptions ${stale.join(', ')} of ${feature}`);
  });
});
