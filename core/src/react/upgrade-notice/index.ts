export { useUpgradeNotice, type UseUpgradeNoticeOptions } from './use-upgrade-notice';
