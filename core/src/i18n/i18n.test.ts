import '../rate/messages';
import { catalogue } from './catalogue';
import { demoMessages } from './catalogue/demo';
import { docsMessages } from './catalogue/docs';
import { getLocale, setLocale, subscribeLocale, toLocale } from './locale-store';
import { interpolate, isMessageKey, t, translate } from './translate';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// the widgets' texts and the documentation site's, which load apart
const everyText: Record<'zh_CN' | 'en_US', Record<string, string>> = {
  zh_CN: { ...catalogue.zh_CN, ...demoMessages.zh_CN, ...docsMessages.zh_CN },
  en_US: { ...catalogue.en_US, ...demoMessages.en_US, ...docsMessages.en_US },
};

describe('message catalogue', () => {
  it('has the same keys in zh_CN and en_US', () => {
    expect(Object.keys(everyText.en_US).sort()).toEqual(Object.keys(everyText.zh_CN).sort());
  });

  it('keeps the site texts out of the widgets catalogue', () => {
    expect(Object.keys(catalogue.zh_CN).some((key) => key in docsMessages.zh_CN)).toBe(false);
    expect(Object.keys(catalogue.zh_CN).some((key) => key in demoMessages.zh_CN)).toBe(false);
  });

  it.each(Object.keys(everyText.zh_CN))('%s uses the same placeholders in both locales', (key) => {
    expect(placeholdersOf(everyText.en_US[key]!)).toEqual(placeholdersOf(everyText.zh_CN[key]!));
    expect(everyText.zh_CN[key]!.trim()).not.toBe('');
    expect(everyText.en_US[key]!.trim()).not.toBe('');
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
