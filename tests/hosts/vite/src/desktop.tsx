// A desktop page of a host application: the suite's widgets inside SuiteConfigProvider, which
// gives them antd's locale and theme and the catalogue's language (README "Use it in your app").
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLocale } from '@suite-ui/core';
import { DatePicker, Rate, SuiteConfigProvider, Upload } from '@suite-ui/desktop';
import { enUS } from '@suite-ui/desktop/locale/en_US';

// zh_CN by default; another language shows once its pack is given to the provider below
setLocale('en_US');

function App() {
  return (
    <SuiteConfigProvider locales={[enUS]}>
      <Rate defaultValue={3} />
      <DatePicker aria-label="Start date" />
      {/* hashes files (md5) in a web worker, then sends them in chunks to the suite's API under
          api.baseUrl; settings given here, else the widget asks the API for the system's limits */}
      <Upload api={{ baseUrl: '/api' }} settings={{}} limits={{ maxCount: 5, maxSize: 100 }} />
    </SuiteConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
