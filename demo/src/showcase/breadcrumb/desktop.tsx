import { Breadcrumb } from '@suite-ui/desktop';
import { Card, Space } from 'antd';
import { useTrail } from './trail';

export default function BreadcrumbDesktopShowcase() {
  const { t, trail } = useTrail();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="showcase-breadcrumb">
      <Card title={t('breadcrumb.demo.full')} data-testid="breadcrumb-full">
        <Breadcrumb items={trail} />
      </Card>
      <Card title={t('breadcrumb.demo.folded')} data-testid="breadcrumb-folded">
        <Breadcrumb items={trail} maxItems={3} />
      </Card>
    </Space>
  );
}
