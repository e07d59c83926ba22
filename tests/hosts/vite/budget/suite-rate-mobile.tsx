import { createRoot } from 'react-dom/client';
import { Rate, SuiteConfigProvider } from '@suite-ui/mobile';

createRoot(document.getElementById('root')!).render(
  <SuiteConfigProvider>
    <Rate value={3} />
  </SuiteConfigProvider>,
);
