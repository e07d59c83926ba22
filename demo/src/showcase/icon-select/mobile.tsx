import { useT } from '@suite-ui/core/react';
import { IconSelector } from '@suite-ui/mobile';
import { List } from 'antd-mobile';

export default function IconSelectMobileShowcase() {
  const t = useT();
  return (
    <div data-testid="showcase-icon-select">
      <List header={t('icon-select.demo.pick')} />
      <IconSelector testId="icon-select" defaultValue="workflow" />
    </div>
  );
}
