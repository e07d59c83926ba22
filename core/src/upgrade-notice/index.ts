export {
  HTML_MANIFEST_URL,
  REFRESH_NOTICE_SETTING_KEY,
  SAVE_PERSONAL_SETTING_URL,
  UPGRADE_CHECK_INTERVAL_MS,
  UPGRADE_NOTICE_STORAGE_KEYS,
  UPGRADE_SNOOZE_MS,
  diffManifest,
  isNeverRemindFlag,
  isNoticeConsidered,
  isSnoozed,
  isUpgradeCheckDay,
  manifestRequestUrl,
  moduleOfBuiltFile,
  neverRemindSettings,
  parseHtmlManifest,
  parseRefreshNoticeSetting,
  snoozeUntil,
} from './upgrade-notice.logic';
export {
  fetchManifestActor,
  savePersonalSettingActor,
  upgradeNoticeMachine,
  type FetchManifestInput,
  type SavePersonalSettingInput,
  type UpgradeNoticeMachine,
} from './upgrade-notice.machine';
export {
  connectUpgradeNotice,
  type UpgradeNoticeStatus,
  type UpgradeNoticeTexts,
  type UpgradeNoticeView,
} from './upgrade-notice.connect';
export { upgradeNoticeTexts } from './messages';
export type {
  HtmlManifest,
  PersonalSetting,
  UpgradeNoticeContext,
  UpgradeNoticeEvent,
  UpgradeNoticeHost,
  UpgradeNoticeInput,
  UpgradeNoticeOffReason,
  UpgradeNoticePage,
} from './upgrade-notice.types';
