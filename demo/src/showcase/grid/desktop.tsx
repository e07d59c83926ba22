import { GridColumns } from '@suite-ui/desktop';
import { Card, Checkbox, Space, Typography } from 'antd';
import { useModules } from './modules';

export default function GridDesktopShowcase() {
  const { t, modules, checked, toggle } = useModules();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 720 }}
      data-testid="showcase-grid"
    >
      <Card
        title={t('grid.demo.modules')}
        extra={<span data-testid="grid-selected">{t('grid.demo.selected', { count: checked.length })}</span>}
      >
        <div role="group" aria-label={t('grid.demo.modules')}>
          <GridColumns
            cells={modules.map((m) => ({
              key: m.key,
              content: (
                <Checkbox
                  checked={checked.includes(m.key)}
                  onChange={() => toggle(m.key)}
                  data-testid={`grid-module-${m.key}`}
                >
                  {m.label}
                </Checkbox>
              ),
            }))}
          />
        </div>
      </Card>
      <Card title={t('grid.demo.columns', { count: 3 })}>
        <GridColumns
          columns={3}
          cells={modules.slice(0, 6).map((m) => ({
            key: m.key,
            content: (
              <Typography.Text
                style={{
                  display: 'block',
                  padding: 8,
                  background: 'var(--ant-color-primary-bg)',
                  borderRadius: 6,
                }}
              >
                {m.label}
              </Typography.Text>
            ),
          }))}
        />
      </Card>
    </Space>
  );
}
