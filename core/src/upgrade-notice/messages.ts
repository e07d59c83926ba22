// Importing this module registers the feature's messages: the feature's code takes `t` and
// `translate` from here so its texts load with it (see core/src/i18n/registry.ts).
import { upgradeNoticeMessages } from '../i18n/catalogue/upgrade-notice';
import { registerMessages } from '../i18n/registry';

registerMessages(upgradeNoticeMessages);

export { t, translate } from '../i18n/translate';
