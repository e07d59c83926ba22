import { FilterButtons, GridCheckbox } from '@suite-ui/desktop';
import { Card, Space } from 'antd';
import { useChoices } from './choices';

export default function FilterButtonsDesktopShowcase() {
  const { t, ranges, days } = useChoices();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 560 }}
      data-testid="showcase-filter-buttons"
    >
      <Card title={t('filter-buttons.demo.filter')}>
        <FilterButtons options={ranges} />
      </Card>
      <Card title={t('filter-buttons.demo.grid')}>
        <GridCheckbox options={days} defaultValue={['d1']} />
      </Card>
    </Space>
  );
}
