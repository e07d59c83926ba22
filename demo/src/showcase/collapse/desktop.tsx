import { Collapse } from '@suite-ui/desktop';
import { Card, Space } from 'antd';
import { usePanels } from './panels';

export default function CollapseDesktopShowcase() {
  const { t, panels, content } = usePanels();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 640 }}
      data-testid="showcase-collapse"
    >
      <Card title={t('collapse.demo.basic')} data-testid="collapse-basic">
        <Collapse panels={panels} content={content} defaultOpen={['p1']} />
      </Card>
      <Card title={t('collapse.demo.accordion')} data-testid="collapse-accordion">
        <Collapse panels={panels} content={content} accordion />
      </Card>
    </Space>
  );
}
