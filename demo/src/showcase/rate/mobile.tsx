import { Rate } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useT } from '@suite-ui/core/react';

export default function RateMobileShowcase() {
  const t = useT();
  return (
    <List header={t('rate.title')} data-testid="showcase-rate">
      <List.Item>
        <Rate defaultValue={3} />
      </List.Item>
      <List.Item description={t('rate.readOnly')}>
        <Rate value={4} readOnly />
      </List.Item>
    </List>
  );
}
