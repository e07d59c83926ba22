import type { ShareContext } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { ShareList } from '@suite-ui/mobile';

/** The record whose shares the page edits (the demo backend keeps one table per module and record). */
const record: ShareContext = {
  sourceId: 'doc-annual-plan',
  permissionId: 'perm-document',
  permissionType: 'document',
  sourceType: 1,
  module: 'document',
};

export default function ShareMobileShowcase() {
  const t = useT();
  return (
    <div data-testid="showcase-share">
      <h2 style={{ fontSize: 15, margin: '12px 12px 0' }}>{t('share.demo.record')}</h2>
      <ShareList shareContext={record} />
    </div>
  );
}
