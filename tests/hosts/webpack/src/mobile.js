// The mobile page of the webpack host: the same widgets from the antd-mobile skin, without JSX
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLocale } from '@suite-ui/core';
import { DatePicker, Rate, SuiteConfigProvider, Upload } from '@suite-ui/mobile';

setLocale('en_US');

const section = (testid, child) => h('section', { 'data-testid': testid }, child);

createRoot(document.getElementById('root')).render(
  h(
    StrictMode,
    null,
    h(
      SuiteConfigProvider,
      null,
      section('host-rate', h(Rate, { defaultValue: 3 })),
      section('host-date', h(DatePicker, { 'aria-label': 'Start date' })),
      section(
        'host-upload',
        h(Upload, { api: { baseUrl: '/api' }, settings: {}, limits: { maxCount: 5, maxSize: 100 } }),
      ),
    ),
  ),
);
