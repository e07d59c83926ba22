// A mobile (H5) page of a host application: the same widgets from the antd-mobile skin.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLocale } from '@suite-ui/core';
import { DatePicker, Rate, SuiteConfigProvider, Upload } from '@suite-ui/mobile';
import { enUS } from '@suite-ui/mobile/locale/en_US';

setLocale('en_US');

function App() {
  return (
    <SuiteConfigProvider locales={[enUS]}>
      <Rate defaultValue={3} />
      <DatePicker aria-label="Start date" />
      <Upload api={{ baseUrl: '/api' }} settings={{}} limits={{ maxCount: 5, maxSize: 100 }} />
    </SuiteConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
