import { Breadcrumb } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useTrail } from './trail';

export default function BreadcrumbMobileShowcase() {
  const { t, trail } = useTrail();
  return (
    <div data-testid="showcase-breadcrumb">
      <List header={t('breadcrumb.demo.full')} data-testid="breadcrumb-full">
        <Breadcrumb items={trail} />
      </List>
      <List header={t('breadcrumb.demo.folded')} data-testid="breadcrumb-folded">
        <Breadcrumb items={trail} maxItems={3} />
      </List>
    </div>
  );
}
