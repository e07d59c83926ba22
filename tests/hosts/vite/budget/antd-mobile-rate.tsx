import { createRoot } from 'react-dom/client';
import { ConfigProvider, Rate } from 'antd-mobile';

createRoot(document.getElementById('root')!).render(
  <ConfigProvider>
    <Rate value={3} />
  </ConfigProvider>,
);
