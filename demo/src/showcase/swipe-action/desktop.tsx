import { SwipeAction } from '@suite-ui/desktop';
import { Card, Typography } from 'antd';
import { useRows } from './rows';

export default function SwipeActionDesktopShowcase() {
  const { t, rows, actions, last, choose } = useRows();
  return (
    <Card title={t('swipe-action.title')} data-testid="showcase-swipe-action">
      {rows.map((row) => (
        <SwipeAction
          key={row.key}
          title={row.title}
          actions={actions}
          onAction={choose(row.title)}
          testId={`swipe-row-${row.key}`}
        />
      ))}
      <Typography.Paragraph style={{ marginTop: 12 }} data-testid="swipe-action-chosen">
        {last}
      </Typography.Paragraph>
    </Card>
  );
}
