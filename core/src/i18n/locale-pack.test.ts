// Languages other than zh_CN arrive as packs: a Chinese-only page carries no English, and a page
// that shows English registers the pack once.
import type * as RateCatalogue from './catalogue/rate';
import type * as I18n from './index';
import type * as EnglishPack from '../locale/en_US';

/** A fresh catalogue (no pack registered yet, unlike the one jest's setup prepares). */
function freshI18n(): typeof I18n {
  let i18n: typeof I18n | undefined;
  jest.isolateModules(() => {
    i18n = jest.requireActual<typeof I18n>('./index');
  });
  return i18n!;
}

function rateTexts(i18n: typeof I18n) {
  const { rateMessages } = jest.requireActual<typeof RateCatalogue>('./catalogue/rate');
  return i18n.withMessages(rateMessages);
}

afterEach(() => jest.restoreAllMocks());

describe('locale packs', () => {
  it('keeps zh_CN, and says so once, when English is shown without its pack', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = freshI18n();
    const { translate } = rateTexts(i18n);
    expect(i18n.isLocaleAvailable('en_US')).toBe(false);
    expect(translate('en_US', 'rate.unrated')).toBe('未评分');
    expect(translate('en_US', 'rate.label')).toBe('评分');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('locale/en_US');
  });

  it('shows English once the pack is registered, even after the switch', () => {
    const i18n = freshI18n();
    const { t } = rateTexts(i18n);
    i18n.setLocale('en_US');
    const { enUS } = jest.requireActual<typeof EnglishPack>('../locale/en_US');
    i18n.registerLocale(enUS);
    expect(i18n.isLocaleAvailable('en_US')).toBe(true);
    expect(t('rate.unrated')).toBe('Not rated');
    i18n.setLocale('zh_CN');
    expect(t('rate.unrated')).toBe('未评分');
  });

  it('adds up the packs of one language, whichever comes first', () => {
    const i18n = freshI18n();
    const skin = { locale: 'en_US' as const, messages: { 'rate.unrated': 'No stars' }, kit: 'skin' };
    i18n.registerLocale(skin);
    i18n.registerLocale({ locale: 'en_US', messages: { 'rate.label': 'Stars' } });
    expect(i18n.localePack('en_US')).toMatchObject({
      kit: 'skin',
      messages: { 'rate.unrated': 'No stars', 'rate.label': 'Stars' },
    });
  });
});
