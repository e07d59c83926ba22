export { UpgradeNotice, type UpgradeNoticeProps } from './UpgradeNotice';
