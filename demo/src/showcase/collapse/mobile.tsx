import { Collapse } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { usePanels } from './panels';

export default function CollapseMobileShowcase() {
  const { t, panels, content } = usePanels();
  return (
    <div data-testid="showcase-collapse">
      <List header={t('collapse.demo.basic')} data-testid="collapse-basic">
        <Collapse panels={panels} content={content} defaultOpen={['p1']} />
      </List>
      <List header={t('collapse.demo.accordion')} data-testid="collapse-accordion">
        <Collapse panels={panels} content={content} accordion />
      </List>
    </div>
  );
}
