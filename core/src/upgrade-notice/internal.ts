// The upgrade-notice feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export {
  HTML_MANIFEST_URL,
  SAVE_PERSONAL_SETTING_URL,
  UPGRADE_CHECK_INTERVAL_MS,
  UPGRADE_SNOOZE_MS,
  isNeverRemindFlag,
  isNoticeConsidered,
  isSnoozed,
  manifestRequestUrl,
  moduleOfBuiltFile,
  neverRemindSettings,
  parseHtmlManifest,
} from './upgrade-notice.logic';
