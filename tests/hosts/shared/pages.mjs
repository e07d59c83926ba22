// The two pages every browser host builds (desktop and mobile: Rate, DatePicker, Upload inside
// SuiteConfigProvider, plus the md5 probe), and what the browser check expects of them.
import { createHash } from 'node:crypto';

const md5 = createHash('md5').update('suite-ui').digest('hex');

// the pages show English: the pack given to the provider reached the widgets
const english = { '[data-testid="rate-label"]': '3 of 5 stars' };

const widgets = {
  // the skins' own test ids (both skins use the same ones)
  rate: '[data-testid="rate"] [role="radio"]',
  'date picker': '[data-testid="date-picker"]',
  upload: '[data-testid="upload"]',
};

/** Page checks for `checkPages`, the pages at `desktop` and `mobile` paths. */
export function hostPages({ desktop, mobile }) {
  return [
    { path: desktop, expect: widgets, texts: { ...english, '[data-testid="host-md5"]': md5 }, worker: true },
    {
      path: mobile,
      mobile: true,
      expect: widgets,
      texts: { ...english, '[data-testid="host-md5"]': md5 },
      worker: true,
    },
  ];
}
