import type { ShareContext } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { ShareList } from '@suite-ui/desktop';
import { Card, Typography } from 'antd';

/** The record whose shares the page edits (the demo backend keeps one table per module and record). */
const record: ShareContext = {
  sourceId: 'doc-annual-plan',
  permissionId: 'perm-document',
  permissionType: 'document',
  sourceType: 1,
  module: 'document',
};

export default function ShareDesktopShowcase() {
  const t = useT();
  return (
    <Card title={t('share.demo.record')} data-testid="showcase-share">
      <Typography.Paragraph type="secondary">{t('share.demo.hint')}</Typography.Paragraph>
      <ShareList shareContext={record} tableType="CHECKBOX" />
    </Card>
  );
}
