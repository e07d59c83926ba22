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
    'upgrade-notice.demo.intro':
      '页面每 15 分钟检查一次版本清单 /build/htmlversion.json（移动端在打开页面和回到页面时检查），发现模块版本变化时弹出升级提醒。',
    'upgrade-notice.demo.deploy': '模拟发布新版本',
    'upgrade-notice.demo.deployed': '已发布 {module} 模块的新版本',
    'upgrade-notice.demo.deployFailed': '模拟发布失败',
    'upgrade-notice.demo.interval': '检查时机',
    'upgrade-notice.demo.intervalValue': '每 {seconds} 秒',
    'upgrade-notice.demo.onVisible': '打开页面及回到页面时',
    'upgrade-notice.demo.shortInterval': '改为每 5 秒检查',
    'upgrade-notice.demo.snoozeUntil': '暂不提醒至',
    'upgrade-notice.demo.neverFlag': '本地“不再提醒”标记',
    'upgrade-notice.demo.serverSetting': '个人设置 common.refreshNotice',
    'upgrade-notice.demo.set': '已设置',
    'upgrade-notice.demo.notSet': '未设置',
    'upgrade-notice.demo.reset': '清除本地状态并重新加载',
    'upgrade-notice.demo.mobileHint': '发布后切换到其他应用或标签页再回来，即可触发检查。',
  },
  en_US: {
    'upgrade-notice.title': 'System upgrade',
    'upgrade-notice.content':
      'A system upgrade was detected. Features of this page may not work properly; please refresh the page before use.',
    'upgrade-notice.refreshNow': 'Refresh now',
    'upgrade-notice.notNow': "Don't refresh for now",
    'upgrade-notice.notNowDetail': 'No reminders for {hours} hours',
    'upgrade-notice.neverRemind': 'No more reminders',
    'upgrade-notice.hint': 'You can turn reminders back on in Personal settings → Preferences.',
    'upgrade-notice.demo.intro':
      'The page checks the version manifest /build/htmlversion.json every 15 minutes (mobile: on load and when you come back to the page) and shows the upgrade notice when a module version changed.',
    'upgrade-notice.demo.deploy': 'Simulate a deploy',
    'upgrade-notice.demo.deployed': 'Deployed a new version of {module}',
    'upgrade-notice.demo.deployFailed': 'The deploy could not be simulated',
    'upgrade-notice.demo.interval': 'Checks',
    'upgrade-notice.demo.intervalValue': 'Every {seconds} s',
    'upgrade-notice.demo.onVisible': 'On load and when the page becomes visible again',
    'upgrade-notice.demo.shortInterval': 'Check every 5 seconds',
    'upgrade-notice.demo.snoozeUntil': 'Quiet until',
    'upgrade-notice.demo.neverFlag': 'Local "no more reminders" flag',
    'upgrade-notice.demo.serverSetting': 'Personal setting common.refreshNotice',
    'upgrade-notice.demo.set': 'Set',
    'upgrade-notice.demo.notSet': 'Not set',
    'upgrade-notice.demo.reset': 'Clear local state and reload',
    'upgrade-notice.demo.mobileHint':
      'After a deploy, switch to another app or tab and come back to trigger a check.',
  },
});
