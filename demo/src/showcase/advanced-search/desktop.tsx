import { useT } from '@suite-ui/core/react';
import { AdvancedSearch, LightFilter } from '@suite-ui/desktop';
import { Card, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  DEMO_LISTS,
  DEMO_USERS,
  useDemoFields,
  useDemoFormItems,
  useDemoSearch,
  useFormListFields,
} from './demo-fields';

const PANEL_WIDTHS = ['full', 'medium', 'narrow'] as const;
const PANEL_MAX_WIDTH: Record<(typeof PANEL_WIDTHS)[number], number | undefined> = {
  full: undefined,
  medium: 720,
  narrow: 400,
};

export default function AdvancedSearchDesktopShowcase() {
  const t = useT();
  const fields = useDemoFields();
  const demo = useDemoSearch();
  const formItems = useDemoFormItems();
  const formListFields = useFormListFields();
  // the panel lays out by its own width: narrow it to see 4, 3, 2 and 1 columns at one window size
  const [width, setWidth] = useState<(typeof PANEL_WIDTHS)[number]>('full');
  // the contracts list takes its conditions from its form (the items flagged inSearchAdvanced)
  const [list, setList] = useState<(typeof DEMO_LISTS)[number]>('customers');
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%' }}
      data-testid="showcase-advanced-search"
    >
      <Card title={t('advanced-search.title')}>
        <Typography.Paragraph>{t('advanced-search.demo.intro')}</Typography.Paragraph>
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text>{t('advanced-search.demo.user')}</Typography.Text>
          <Segmented
            aria-label={t('advanced-search.demo.user')}
            value={demo.user}
            onChange={demo.setUser}
            options={DEMO_USERS.map((user) => ({
              value: user,
              label: t(`advanced-search.demo.user.${user}`),
            }))}
            data-testid="demo-user"
          />
        </Space>
        <Space style={{ marginBottom: 12, marginInlineStart: 24 }}>
          <Typography.Text>{t('advanced-search.demo.width')}</Typography.Text>
          <Segmented
            aria-label={t('advanced-search.demo.width')}
            value={width}
            onChange={setWidth}
            options={PANEL_WIDTHS.map((key) => ({
              value: key,
              label: t(`advanced-search.demo.width.${key}`),
            }))}
            data-testid="demo-panel-width"
          />
        </Space>
        <Space style={{ marginBottom: 12, display: 'flex' }}>
          <Typography.Text>{t('advanced-search.demo.list')}</Typography.Text>
          <Segmented
            aria-label={t('advanced-search.demo.list')}
            value={list}
            onChange={setList}
            options={DEMO_LISTS.map((key) => ({ value: key, label: t(`advanced-search.demo.list.${key}`) }))}
            data-testid="demo-list"
          />
        </Space>
        {list === 'contracts' && (
          <Typography.Paragraph data-testid="demo-form-intro">
            {t('advanced-search.demo.form.intro')}
          </Typography.Paragraph>
        )}
        <div style={{ maxWidth: PANEL_MAX_WIDTH[width] }} data-testid="demo-panel-box">
          <AdvancedSearch
            key={`${demo.user}-${list}`}
            fields={list === 'contracts' ? formListFields : fields}
            formItems={list === 'contracts' ? formItems : undefined}
            module="crm"
            conditionId={list}
            headers={demo.headers}
            onSearch={demo.onSearch}
          />
        </div>
      </Card>
      <Card title={t('advanced-search.demo.light')} data-testid="demo-light-filter">
        <Typography.Paragraph>{t('advanced-search.demo.light.intro')}</Typography.Paragraph>
        <LightFilter
          key={demo.user}
          fields={fields}
          module="crm"
          conditionId="customers-light"
          headers={demo.headers}
          onSearch={demo.onSearch}
        />
      </Card>
      <Card size="small" title={t('advanced-search.demo.payload')}>
        <pre
          data-testid="advanced-search-payload"
          style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12 }}
        >
          {demo.payload || t('advanced-search.demo.none')}
        </pre>
      </Card>
    </Space>
  );
}
