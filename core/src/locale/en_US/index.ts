// The English texts of every widget, in one pack: a host that shows English registers it
// (`registerLocale(enUS)` or the skins' `SuiteConfigProvider locales={[enUS]}`); a Chinese-only host
// never imports it and pays nothing for it.
import type { LocalePack } from '../../i18n/define';
import { allMessageSets } from '../../i18n/catalogue';

/** Every widget's en_US texts. */
export const enUS: LocalePack = {
  locale: 'en_US',
  messages: Object.assign({}, ...allMessageSets.map((set) => set.en_US)),
};

export default enUS;
