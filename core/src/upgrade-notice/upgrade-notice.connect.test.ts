import type { Locale } from '../i18n';
import { connectEnv } from '../shared/connect';
import { createMemoryStorage } from '../shared/storage';
import type { Platform } from '../shared/platform';
import { connectUpgradeNotice, type UpgradeNoticeContext } from '.';
import { upgradeNoticeTexts } from './messages';

const env = (locale: Locale = 'zh_CN', platform: Platform = 'desktop') =>
  connectEnv(upgradeNoticeTexts, locale, platform);

function snapshot(value: string, platform: Platform = 'desktop', changedModules: string[] = []) {
  const context: UpgradeNoticeContext = {
    platform,
    host: { now: () => 0, storage: createMemoryStorage(), fetch: globalThis.fetch, reload: () => undefined },
    page: { topLevel: true },
    refreshNotice: undefined,
    checkSettingOn: true,
    manifestUrl: '/build/htmlversion.json',
    known: null,
    pending: null,
    changedModules,
    offReason: null,
  };
  return { value, context } as Parameters<typeof connectUpgradeNotice>[0];
}

describe('connectUpgradeNotice', () => {
  it.each([
    ['notice', 'notice', true],
    ['idle', 'idle', false],
    ['checking', 'checking', false],
    ['savingNever', 'never', false],
    ['never', 'never', false],
    ['reloading', 'reloading', false],
    ['stopped', 'stopped', false],
    ['off', 'off', false],
  ])('state %s reads as status %s (open: %p)', (value, status, open) => {
    expect(connectUpgradeNotice(snapshot(value), jest.fn(), env())).toMatchObject({ status, open });
  });

  it('turns each choice into its event', () => {
    const send = jest.fn();
    const view = connectUpgradeNotice(snapshot('notice', 'desktop', ['crm']), send, env());
    view.refreshNow();
    view.dismiss();
    view.snooze();
    view.neverRemind();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual([
      'NOTICE.REFRESH',
      'NOTICE.DISMISS',
      'NOTICE.SNOOZE',
      'NOTICE.NEVER',
    ]);
    expect(view.changedModules).toEqual(['crm']);
  });

  it('gives the desktop texts of spec 8 in both locales', () => {
    expect(connectUpgradeNotice(snapshot('notice'), jest.fn(), env()).texts).toEqual({
      title: '系统升级提醒',
      content: '检测到系统已升级，当前页面的功能可能出现异常，请刷新页面后再使用。',
      refreshNow: '立即刷新',
      notNow: '暂不刷新',
      notNowDetail: '3 小时内不再提醒',
      neverRemind: '不再提醒',
      hint: '如需重新开启提醒，请前往 个人设置 → 偏好设置。',
    });
    const texts = connectUpgradeNotice(snapshot('notice'), jest.fn(), env('en_US')).texts;
    expect(texts.refreshNow).toBe('Refresh now');
    expect(texts.notNow).toBe("Don't refresh for now");
    expect(texts.notNowDetail).toBe('No reminders for 3 hours');
    expect(texts.neverRemind).toBe('No more reminders');
    expect(texts.hint).toMatch(/Personal settings → Preferences/);
  });

  it('offers no never-again and no re-enable hint on mobile, and says 24 hours', () => {
    const view = connectUpgradeNotice(snapshot('notice', 'mobile'), jest.fn(), env('zh_CN', 'mobile'));
    expect(view.canNeverRemind).toBe(false);
    expect(view.texts).toMatchObject({ neverRemind: null, hint: null, notNowDetail: '24 小时内不再提醒' });
  });
});
