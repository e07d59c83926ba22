import '../rate/messages';
import { catalogue } from './catalogue';
import { getLocale, setLocale, subscribeLocale, toLocale } from './locale-store';
import { interpolate, isMessageKey, t, translate } from './translate';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('has the same keys in zh_CN and en_US', () => {
    expect(Object.keys(catalogue.en_US).sort()).toEqual(Object.keys(catalogue.zh_CN).sort());
  });

  it.each(Object.keys(catalogue.zh_CN))('%s uses the same placeholders in both locales', (key) => {
    const k = key as keyof typeof catalogue.zh_CN;
    expect(placeholdersOf(catalogue.en_US[k])).toEqual(placeholdersOf(catalogue.zh_CN[k]));
    expect(catalogue.zh_CN[k].trim()).not.toBe('');
    expect(catalogue.en_US[k].trim()).not.toBe('');
  });
});

describe('t()', () => {
  afterEach(() => setLocale('zh_CN'));

  it('defaults to zh_CN and follows setLocale', () => {
    expect(getLocale()).toBe('zh_CN');
    expect(t('common.retry')).toBe('重试');
    setLocale('en_US');
    expect(t('common.retry')).toBe('Retry');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(translate('en_US', 'rate.value', { value: 3, count: 5 })).toBe('3 of 5 stars');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('{__proto__}', {})).toBe('{__proto__}');
    expect(interpolate('{a}{a}-{b}', { a: 'x', b: 0 })).toBe('xx-0');
    expect(interpolate('no placeholders', { a: 1 })).toBe('no placeholders');
  });

  it('notifies subscribers once per real change', () => {
    const seen: string[] = [];
    const stop = subscribeLocale((l) => seen.push(l));
    setLocale('en_US');
    setLocale('en_US');
    setLocale('zh_CN');
    stop();
    setLocale('en_US');
    expect(seen).toEqual(['en_US', 'zh_CN']);
  });

  it('maps language tags to supported locales', () => {
    expect(toLocale('en-GB')).toBe('en_US');
    expect(toLocale('zh-CN')).toBe('zh_CN');
    expect(toLocale(undefined)).toBe('zh_CN');
  });

  it('knows its own keys', () => {
    expect(isMessageKey('common.ok')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});
