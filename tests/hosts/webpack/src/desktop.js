// A desktop page of a webpack host on React 18, written without JSX so that the host needs no
// compiler: webpack alone bundles the packed packages, their stylesheets and the md5 worker.
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLocale } from '@suite-ui/core';
import { DatePicker, Rate, SuiteConfigProvider, Upload } from '@suite-ui/desktop';
import { enUS } from '@suite-ui/desktop/locale/en_US';

setLocale('en_US');

createRoot(document.getElementById('root')).render(
  h(
    StrictMode,
    null,
    h(
      SuiteConfigProvider,
      { locales: [enUS] },
      h(Rate, { defaultValue: 3 }),
      h(DatePicker, { 'aria-label': 'Start date' }),
      h(Upload, { api: { baseUrl: '/api' }, settings: {}, limits: { maxCount: 5, maxSize: 100 } }),
    ),
  ),
);
