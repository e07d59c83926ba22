import { SwipeAction } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useRows } from './rows';

export default function SwipeActionMobileShowcase() {
  const { t, rows, actions, last, choose } = useRows();
  return (
    <div data-testid="showcase-swipe-action">
      <List header={t('swipe-action.demo.hint')}>
        {rows.map((row) => (
          <SwipeAction
            key={row.key}
            title={row.title}
            actions={actions}
            onAction={choose(row.title)}
            testId={`swipe-row-${row.key}`}
          />
        ))}
      </List>
      <p style={{ padding: '0 12px', fontSize: 'var(--adm-font-size-7)' }} data-testid="swipe-action-chosen">
        {last}
      </p>
    </div>
  );
}
