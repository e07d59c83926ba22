import { useT } from '@suite-ui/core/react';
import { lazyWidget } from '@suite-ui/desktop';
import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { flakyWidgetLoader, useLayoutDemo } from './use-layout-demo';

const FlakyWidget = lazyWidget(flakyWidgetLoader(() => import('./loaded-widget')));

/** Desktop showcase of the root layout's rules: route resolution, address safety, lazy widget retry. */
export default function LayoutDesktopShowcase() {
  const t = useT();
  const demo = useLayoutDemo();
  const [load, setLoad] = useState(false);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="layout-showcase">
      <Card title={t('layout.showcase.route')}>
        <Typography.Text strong>{t('layout.showcase.path')}</Typography.Text>
        <Input
          style={{ marginTop: 4 }}
          aria-label={t('layout.showcase.path')}
          value={demo.path}
          onChange={(e) => demo.setPath(e.target.value)}
          data-testid="layout-demo-path"
        />
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="layout-demo-match">
          {t('layout.showcase.match', { match: demo.match })}
        </Typography.Paragraph>
        <Typography.Text>
          {t('layout.showcase.multiTab', {
            enabled: t(demo.multiTab ? 'layout.showcase.yes' : 'layout.showcase.no'),
          })}
        </Typography.Text>
      </Card>
      <Card title={t('layout.showcase.url')}>
        <Input
          value={demo.url}
          onChange={(e) => demo.setUrl(e.target.value)}
          aria-label={t('layout.showcase.url')}
          data-testid="layout-demo-url"
        />
        <Tag
          color={demo.urlSafe ? 'green' : 'red'}
          style={{ marginTop: 12 }}
          data-testid="layout-demo-url-verdict"
        >
          {t(demo.urlSafe ? 'layout.showcase.safe' : 'layout.showcase.unsafe')}
        </Tag>
      </Card>
      <Card title={t('layout.showcase.lazy')}>
        {load ? (
          <FlakyWidget />
        ) : (
          <Button onClick={() => setLoad(true)} data-testid="layout-demo-load">
            {t('layout.showcase.loadFailing')}
          </Button>
        )}
      </Card>
    </Space>
  );
}
