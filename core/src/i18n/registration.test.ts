// Each feature's texts load with the feature: importing its public entry registers its message set,
// and nothing else does (the shell does not carry every widget's texts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type * as I18nModule from './index';

type I18n = typeof I18nModule;
// every feature with a message set in the catalogue, so a new widget is checked from its first commit
const SHARED_SETS = new Set(['index', 'common', 'demo', 'docs']);
const features = readdirSync(join(__dirname, 'catalogue'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => !SHARED_SETS.has(name));
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
  it('finds the features of the catalogue', () => {
    expect(features).toEqual(expect.arrayContaining(['layout', 'upload', 'anchor', 'popup']));
  });

  it.each(features)('importing %s registers its messages and no other feature’s', (feature) => {
    expect(keysLoadedAfterImporting(feature)).toEqual({ own: true, others: [] });
  });

  it('the common messages are always there', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const i18n = require('./index') as I18n;
      expect(i18n.translate('zh_CN', 'common.retry')).toBe('重试');
    });
  });
});
