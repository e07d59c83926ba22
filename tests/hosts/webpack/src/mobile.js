// The mobile page of the webpack host: the same widgets from the antd-mobile skin, without JSX
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLocale } from '@suite-ui/core';
import { DatePicker, Rate, SuiteConfigProvider, Upload } from '@suite-ui/mobile';
import { enUS } from '@suite-ui/mobile/locale/en_US';

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
