export {
  REFRESH_NOTICE_SETTING_KEY,
  UPGRADE_NOTICE_STORAGE_KEYS,
  diffManifest,
  isUpgradeCheckDay,
  parseRefreshNoticeSetting,
  snoozeUntil,
} from './upgrade-notice.logic';
export {
  upgradeNoticeMachine,
  type FetchManifestInput,
  type SavePersonalSettingInput,
  type UpgradeNoticeMachine,
} from './upgrade-notice.machine';
export {
  createUpgradeNoticeServices,
  upgradeNoticeActors,
  type UpgradeNoticeServices,
  type UpgradeNoticeServicesOptions,
} from './upgrade-notice.service';
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
