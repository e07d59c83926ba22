import { FilterButtons, GridCheckbox } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useChoices } from './choices';

export default function FilterButtonsMobileShowcase() {
  const { t, ranges, days } = useChoices();
  return (
    <div data-testid="showcase-filter-buttons">
      <List header={t('filter-buttons.demo.filter')}>
        <List.Item>
          <FilterButtons options={ranges} />
        </List.Item>
      </List>
      <List header={t('filter-buttons.demo.grid')}>
        <List.Item>
          <GridCheckbox options={days} defaultValue={['d1']} />
        </List.Item>
      </List>
    </div>
  );
}
