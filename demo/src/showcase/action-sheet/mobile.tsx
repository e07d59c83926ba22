import { ActionSheet } from '@suite-ui/mobile';
import { Button, List } from 'antd-mobile';
import { FORMS, useSheetDemo } from './use-sheet-demo';

export default function ActionSheetMobileShowcase() {
  const demo = useSheetDemo();
  const { t } = demo;
  return (
    <div data-testid="showcase-action-sheet">
      <List header={t('action-sheet.title')}>
        {FORMS.map((form) => (
          <List.Item key={form}>
            <Button block onClick={() => demo.show(form)} data-testid={`action-sheet-open-${form}`}>
              {t(`action-sheet.demo.${form}`)}
            </Button>
          </List.Item>
        ))}
        <List.Item>
          <span data-testid="action-sheet-chosen">{demo.chosen}</span>
        </List.Item>
      </List>
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
    </div>
  );
}
