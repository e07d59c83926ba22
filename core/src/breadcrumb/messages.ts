// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { breadcrumbMessages } from '../i18n/catalogue/breadcrumb';
import { withMessages } from '../i18n/translate';

/** The breadcrumb's messages handle. */
export const breadcrumbTexts = withMessages(breadcrumbMessages);

export const { t, translate } = breadcrumbTexts;
