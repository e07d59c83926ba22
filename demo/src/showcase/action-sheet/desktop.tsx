import { ActionSheet } from '@suite-ui/desktop';
import { Button, Card, Space, Typography } from 'antd';
import { FORMS, useSheetDemo } from './use-sheet-demo';

export default function ActionSheetDesktopShowcase() {
  const demo = useSheetDemo();
  const { t } = demo;
  return (
    <Card title={t('action-sheet.title')} data-testid="showcase-action-sheet">
      <Space orientation="vertical">
        <Space wrap>
          {FORMS.map((form) => (
            <Button key={form} onClick={() => demo.show(form)} data-testid={`action-sheet-open-${form}`}>
              {t(`action-sheet.demo.${form}`)}
            </Button>
          ))}
        </Space>
        <Typography.Text data-testid="action-sheet-chosen">{demo.chosen}</Typography.Text>
      </Space>
      {FORMS.map((form) => (
        <ActionSheet
          key={form}
          form={form}
          items={demo.items[form]}
          open={demo.open === form}
          onSelect={demo.select}
          onClose={demo.close}
        />
      ))}
    </Card>
  );
}
