export {
  browserUpgradeNoticeHost,
  browserUpgradeNoticePage,
  isTopLevelWindow,
  onPageVisibleAgain,
} from './upgrade-notice.host';
