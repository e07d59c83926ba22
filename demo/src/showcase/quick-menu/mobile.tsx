import { QuickMenu } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useQuickActions } from './actions';

export default function QuickMenuMobileShowcase() {
  const { t, actions, chosen, choose } = useQuickActions();
  return (
    <div data-testid="showcase-quick-menu">
      <List header={t('quick-menu.title')}>
        <List.Item description={<span data-testid="quick-menu-chosen">{chosen}</span>}>
          {t('quick-menu.demo.hint')}
        </List.Item>
      </List>
      <QuickMenu actions={actions} onAction={choose} />
    </div>
  );
}
