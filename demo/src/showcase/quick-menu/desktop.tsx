import { QuickMenu } from '@suite-ui/desktop';
import { Card, Typography } from 'antd';
import { useQuickActions } from './actions';

export default function QuickMenuDesktopShowcase() {
  const { t, actions, chosen, choose } = useQuickActions();
  return (
    <Card title={t('quick-menu.title')} data-testid="showcase-quick-menu">
      <Typography.Paragraph>{t('quick-menu.demo.hint')}</Typography.Paragraph>
      <Typography.Text data-testid="quick-menu-chosen">{chosen}</Typography.Text>
      <QuickMenu actions={actions} onAction={choose} />
    </Card>
  );
}
