// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { cityPickerMessages } from '../i18n/catalogue/city-picker';
import { withMessages } from '../i18n/translate';

/** The city picker's messages handle. */
export const cityPickerTexts = withMessages(cityPickerMessages);

export const { t, translate } = cityPickerTexts;
