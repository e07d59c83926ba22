import { defineMessages } from '../define';

// Keys of this feature start with 'upgrade-notice.' (spec 8: user-visible upgrade texts).
export const upgradeNoticeMessages = defineMessages({
  zh_CN: {
    'upgrade-notice.title': '系统升级提醒',
    'upgrade-notice.content': '检测到系统已升级，当前页面的功能可能出现异常，请刷新页面后再使用。',
    'upgrade-notice.refreshNow': '立即刷新',
    'upgrade-notice.notNow': '暂不刷新',
    'upgrade-notice.notNowDetail': '{hours} 小时内不再提醒',
    'upgrade-notice.neverRemind': '不再提醒',
    'upgrade-notice.hint': '如需重新开启提醒，请前往 个人设置 → 偏好设置。',
    // the demo's showcase page
  },
});
