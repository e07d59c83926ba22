// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { chartMessages } from '../i18n/catalogue/chart';
import { withMessages } from '../i18n/translate';

/** The chart's messages handle. */
export const chartTexts = withMessages(chartMessages);

export const { t, translate } = chartTexts;
