import { useT } from '@suite-ui/core/react';
import { lazyWidget } from '@suite-ui/mobile';
import { Button, Input, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { flakyWidgetLoader, useLayoutDemo } from './use-layout-demo';

// dark enough for white text (antd-mobile's success and danger colours are not)
const VERDICT_COLORS = { safe: '#237804', unsafe: '#a8071a' };

const FlakyWidget = lazyWidget(flakyWidgetLoader(() => import('./loaded-widget')));

/** Mobile showcase of the root layout's rules: route resolution, address safety, lazy widget retry. */
export default function LayoutMobileShowcase() {
  const t = useT();
  const demo = useLayoutDemo();
  const [load, setLoad] = useState(false);
  return (
    <div data-testid="layout-showcase">
      <List header={t('layout.showcase.route')}>
        <List.Item title={t('layout.showcase.path')}>
          <Input
            value={demo.path}
            onChange={demo.setPath}
            aria-label={t('layout.showcase.path')}
            data-testid="layout-demo-path"
          />
        </List.Item>
        <List.Item data-testid="layout-demo-match">
          {t('layout.showcase.match', { match: demo.match })}
        </List.Item>
        <List.Item>
          {t('layout.showcase.multiTab', {
            enabled: t(demo.multiTab ? 'layout.showcase.yes' : 'layout.showcase.no'),
          })}
        </List.Item>
      </List>
      <List header={t('layout.showcase.url')}>
        <List.Item
          extra={
            <Tag
              color={demo.urlSafe ? VERDICT_COLORS.safe : VERDICT_COLORS.unsafe}
              data-testid="layout-demo-url-verdict"
            >
              {t(demo.urlSafe ? 'layout.showcase.safe' : 'layout.showcase.unsafe')}
            </Tag>
          }
        >
          <Input
            value={demo.url}
            onChange={demo.setUrl}
            aria-label={t('layout.showcase.url')}
            data-testid="layout-demo-url"
          />
        </List.Item>
      </List>
      <List header={t('layout.showcase.lazy')}>
        <List.Item>
          {load ? (
            <FlakyWidget />
          ) : (
            <Button size="small" onClick={() => setLoad(true)} data-testid="layout-demo-load">
              {t('layout.showcase.loadFailing')}
            </Button>
          )}
        </List.Item>
      </List>
    </div>
  );
}
