// Each feature's texts load with the feature: importing its public entry registers its message set,
// and nothing else does (the shell does not carry every widget's texts).
import type * as I18nModule from './index';

type I18n = typeof I18nModule;
const features = ['layout', 'watermark', 'upgrade-notice', 'upload', 'dates', 'recurrence', 'rate'] as const;
// Where each feature's texts are used: the watermark's only in its DOM renderer.
const entryOf = (feature: string) => (feature === 'watermark' ? '../dom/watermark' : `../${feature}`);

function keysLoadedAfterImporting(feature: string): { own: boolean; others: string[] } {
  let result = { own: false, others: [] as string[] };
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const i18n = require('./index') as I18n;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(entryOf(feature));
    result = {
      own: i18n.isMessageKey(`${feature}.title`),
      others: features.filter((other) => other !== feature && i18n.isMessageKey(`${other}.title`)),
    };
  });
  return result;
}

describe('message registration', () => {
  it.each(features)('importing %s registers its messages and no other feature’s', (feature) => {
    expect(keysLoadedAfterImporting(feature)).toEqual({ own: true, others: [] });
  });

  it('the common messages are always there', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const i18n = require('./index') as I18n;
      expect(i18n.translate('en_US', 'common.retry')).toBe('Retry');
    });
  });
});
