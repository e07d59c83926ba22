// The English texts of every widget, in one pack: a host that shows English registers it
// (`registerLocale(enUS)` or the skins' `SuiteConfigProvider locales={[enUS]}`); a Chinese-only host
// never imports it and pays nothing for it. Each feature's translation sits beside its zh_CN set.
import type { LocalePack } from '../../i18n/define';
import { actionSheetMessagesEnUS } from '../../i18n/catalogue/en_US/action-sheet';
import { advancedSearchMessagesEnUS } from '../../i18n/catalogue/en_US/advanced-search';
import { anchorMessagesEnUS } from '../../i18n/catalogue/en_US/anchor';
import { badgeMessagesEnUS } from '../../i18n/catalogue/en_US/badge';
import { boxSelectionMessagesEnUS } from '../../i18n/catalogue/en_US/box-selection';
import { breadcrumbMessagesEnUS } from '../../i18n/catalogue/en_US/breadcrumb';
import { browserMessagesEnUS } from '../../i18n/catalogue/en_US/browser';
import { carouselMessagesEnUS } from '../../i18n/catalogue/en_US/carousel';
import { cascaderMessagesEnUS } from '../../i18n/catalogue/en_US/cascader';
import { chartMessagesEnUS } from '../../i18n/catalogue/en_US/chart';
import { checkboxMessagesEnUS } from '../../i18n/catalogue/en_US/checkbox';
import { cityPickerMessagesEnUS } from '../../i18n/catalogue/en_US/city-picker';
import { collapseMessagesEnUS } from '../../i18n/catalogue/en_US/collapse';
import { commentMessagesEnUS } from '../../i18n/catalogue/en_US/comment';
import { commonMessagesEnUS } from '../../i18n/catalogue/en_US/common';
import { datesMessagesEnUS } from '../../i18n/catalogue/en_US/dates';
import { detailCardMessagesEnUS } from '../../i18n/catalogue/en_US/detail-card';
import { feedbackMessagesEnUS } from '../../i18n/catalogue/en_US/feedback';
import { filterButtonsMessagesEnUS } from '../../i18n/catalogue/en_US/filter-buttons';
import { formMessagesEnUS } from '../../i18n/catalogue/en_US/form';
import { gridMessagesEnUS } from '../../i18n/catalogue/en_US/grid';
import { hrCardMessagesEnUS } from '../../i18n/catalogue/en_US/hr-card';
import { iconSelectMessagesEnUS } from '../../i18n/catalogue/en_US/icon-select';
import { imageCropMessagesEnUS } from '../../i18n/catalogue/en_US/image-crop';
import { imageViewerMessagesEnUS } from '../../i18n/catalogue/en_US/image-viewer';
import { inputMessagesEnUS } from '../../i18n/catalogue/en_US/input';
import { layoutMessagesEnUS } from '../../i18n/catalogue/en_US/layout';
import { mapMessagesEnUS } from '../../i18n/catalogue/en_US/map';
import { markdownMessagesEnUS } from '../../i18n/catalogue/en_US/markdown';
import { mediaPlayerMessagesEnUS } from '../../i18n/catalogue/en_US/media-player';
import { numberInputMessagesEnUS } from '../../i18n/catalogue/en_US/number-input';
import { popupMessagesEnUS } from '../../i18n/catalogue/en_US/popup';
import { quickMenuMessagesEnUS } from '../../i18n/catalogue/en_US/quick-menu';
import { rateMessagesEnUS } from '../../i18n/catalogue/en_US/rate';
import { recorderMessagesEnUS } from '../../i18n/catalogue/en_US/recorder';
import { recurrenceMessagesEnUS } from '../../i18n/catalogue/en_US/recurrence';
import { relationMessagesEnUS } from '../../i18n/catalogue/en_US/relation';
import { richTextMessagesEnUS } from '../../i18n/catalogue/en_US/rich-text';
import { secretLevelMessagesEnUS } from '../../i18n/catalogue/en_US/secret-level';
import { shareMessagesEnUS } from '../../i18n/catalogue/en_US/share';
import { signatureMessagesEnUS } from '../../i18n/catalogue/en_US/signature';
import { sortMessagesEnUS } from '../../i18n/catalogue/en_US/sort';
import { swipeActionMessagesEnUS } from '../../i18n/catalogue/en_US/swipe-action';
import { tableMessagesEnUS } from '../../i18n/catalogue/en_US/table';
import { titleMessagesEnUS } from '../../i18n/catalogue/en_US/title';
import { transferMessagesEnUS } from '../../i18n/catalogue/en_US/transfer';
import { treeSelectMessagesEnUS } from '../../i18n/catalogue/en_US/tree-select';
import { treeMessagesEnUS } from '../../i18n/catalogue/en_US/tree';
import { upgradeNoticeMessagesEnUS } from '../../i18n/catalogue/en_US/upgrade-notice';
import { uploadMessagesEnUS } from '../../i18n/catalogue/en_US/upload';
import { watermarkMessagesEnUS } from '../../i18n/catalogue/en_US/watermark';

/** Every widget's en_US texts. */
export const enUS: LocalePack = {
  locale: 'en_US',
  messages: {
    ...actionSheetMessagesEnUS,
    ...advancedSearchMessagesEnUS,
    ...anchorMessagesEnUS,
    ...badgeMessagesEnUS,
    ...boxSelectionMessagesEnUS,
    ...breadcrumbMessagesEnUS,
    ...browserMessagesEnUS,
    ...carouselMessagesEnUS,
    ...cascaderMessagesEnUS,
    ...chartMessagesEnUS,
    ...checkboxMessagesEnUS,
    ...cityPickerMessagesEnUS,
    ...collapseMessagesEnUS,
    ...commentMessagesEnUS,
    ...commonMessagesEnUS,
    ...datesMessagesEnUS,
    ...detailCardMessagesEnUS,
    ...feedbackMessagesEnUS,
    ...filterButtonsMessagesEnUS,
    ...formMessagesEnUS,
    ...gridMessagesEnUS,
    ...hrCardMessagesEnUS,
    ...iconSelectMessagesEnUS,
    ...imageCropMessagesEnUS,
    ...imageViewerMessagesEnUS,
    ...inputMessagesEnUS,
    ...layoutMessagesEnUS,
    ...mapMessagesEnUS,
    ...markdownMessagesEnUS,
    ...mediaPlayerMessagesEnUS,
    ...numberInputMessagesEnUS,
    ...popupMessagesEnUS,
    ...quickMenuMessagesEnUS,
    ...rateMessagesEnUS,
    ...recorderMessagesEnUS,
    ...recurrenceMessagesEnUS,
    ...relationMessagesEnUS,
    ...richTextMessagesEnUS,
    ...secretLevelMessagesEnUS,
    ...shareMessagesEnUS,
    ...signatureMessagesEnUS,
    ...sortMessagesEnUS,
    ...swipeActionMessagesEnUS,
    ...tableMessagesEnUS,
    ...titleMessagesEnUS,
    ...transferMessagesEnUS,
    ...treeSelectMessagesEnUS,
    ...treeMessagesEnUS,
    ...upgradeNoticeMessagesEnUS,
    ...uploadMessagesEnUS,
    ...watermarkMessagesEnUS,
  },
};

export default enUS;
