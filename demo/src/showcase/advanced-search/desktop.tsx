import { useT } from '@suite-ui/core/react';
import { AdvancedSearch } from '@suite-ui/desktop';
import { Card, Segmented, Space, Typography } from 'antd';
import { DEMO_USERS, useDemoFields, useDemoSearch } from './demo-fields';

export default function AdvancedSearchDesktopShowcase() {
  const t = useT();
  const fields = useDemoFields();
  const demo = useDemoSearch();
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
        <AdvancedSearch
          key={demo.user}
          fields={fields}
          module="crm"
          conditionId="customers"
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
