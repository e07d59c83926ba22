// A desktop page of a host application: the suite's widgets inside SuiteConfigProvider, which
// gives them antd's locale and theme and the catalogue's language (README "Use it in your app").
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLocale } from '@suite-ui/core';
import { DatePicker, Rate, SuiteConfigProvider, Upload } from '@suite-ui/desktop';

setLocale('en_US'); // zh_CN by default

function App() {
  return (
    <SuiteConfigProvider>
      <section data-testid="host-rate">
        <Rate defaultValue={3} />
      </section>
      <section data-testid="host-date">
        <DatePicker aria-label="Start date" />
      </section>
      <section data-testid="host-upload">
        {/* files are hashed (md5) in a web worker, then sent in chunks to the suite's API */}
        <Upload api={{ baseUrl: '/api' }} settings={{}} limits={{ maxCount: 5, maxSize: 100 }} />
      </section>
    </SuiteConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
