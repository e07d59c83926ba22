import { catalogue } from './catalogue';
import { demoMessages } from './catalogue/demo';
import { docsMessages } from './catalogue/docs';

// Readers of the widgets and of the documentation site are suite engineers, not the spec's authors:
// a message says what the rule is, never which section of the spec it comes from, and never calls
// it "the spec". Comments in code may cite sections; only message values are checked here.
const specReference = /规范\s*(第\s*)?[\d.、，, ]*\d|规范第|\bspecs?\b/i;

const sets = { widgets: catalogue, demo: demoMessages, docs: docsMessages };

const messages = Object.entries(sets).flatMap(([set, byLocale]) =>
  (['zh_CN', 'en_US'] as const).flatMap((locale) =>
    Object.entries(byLocale[locale] as Record<string, string>).map(
      ([key, text]) => [`${set} ${locale} ${key}`, text] as const,
    ),
  ),
);

describe('catalogue texts on screen', () => {
  it('covers every set', () => {
    expect(messages.length).toBeGreaterThan(300);
  });

  it('never cites the spec or its section numbers', () => {
    const offenders = messages.filter(([, text]) => specReference.test(text)).map(([where]) => where);
    expect(offenders).toEqual([]);
  });

  it('catches a section number in either language', () => {
    expect(specReference.test('规范第 9 节：数量上限 99')).toBe(true);
    expect(specReference.test('半星（仅桌面端，规范 9）')).toBe(true);
    expect(specReference.test('Spec 2.3, 9: five stars')).toBe(true);
    expect(specReference.test('20 rows a page (spec 9)')).toBe(true);
    expect(specReference.test('special characters and a spectrum')).toBe(false);
  });
});
