import { BoxSelection } from '@suite-ui/desktop';
import { Card, Space } from 'antd';
import { useBoxOptions } from './options';

export default function BoxSelectionDesktopShowcase() {
  const { t, leave, topics } = useBoxOptions();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 560 }}
      data-testid="showcase-box-selection"
    >
      <Card title={t('box-selection.demo.single')}>
        <BoxSelection
          options={leave}
          defaultValue={['annual']}
          ariaLabel={t('box-selection.demo.single')}
          testId="box-single"
        />
      </Card>
      <Card title={t('box-selection.demo.multiple')}>
        <BoxSelection
          options={topics}
          columns={4}
          multiple
          max={3}
          ariaLabel={t('box-selection.demo.multiple')}
          testId="box-multiple"
        />
      </Card>
    </Space>
  );
}
