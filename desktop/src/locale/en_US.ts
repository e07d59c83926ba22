// English for the desktop skin. antd carries its English locale in every page already (it is antd's
// default), so the pack is core's texts; a Chinese-only page never imports it.
import { enUS } from '@suite-ui/core/locale/en_US';

/** English for `SuiteConfigProvider locales={[enUS]}` (or `registerLocale(enUS)`). */
export { enUS };

export default enUS;
