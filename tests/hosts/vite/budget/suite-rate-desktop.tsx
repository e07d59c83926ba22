import { createRoot } from 'react-dom/client';
import { Rate, SuiteConfigProvider } from '@suite-ui/desktop';

createRoot(document.getElementById('root')!).render(
  <SuiteConfigProvider>
    <Rate value={3} />
  </SuiteConfigProvider>,
);
