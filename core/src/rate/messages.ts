// Importing this module registers the feature's messages: the feature's code takes `t` and
// `translate` from here so its texts load with it (see core/src/i18n/registry.ts).
import { rateMessages } from '../i18n/catalogue/rate';
import { registerMessages } from '../i18n/registry';

registerMessages(rateMessages);

export { t, translate } from '../i18n/translate';
