import { GridColumns } from '@suite-ui/mobile';
import { Checkbox, List } from 'antd-mobile';
import { useModules } from './modules';

export default function GridMobileShowcase() {
  const { t, modules, checked, toggle } = useModules();
  return (
    <div data-testid="showcase-grid">
      <List header={t('grid.demo.modules')}>
        <List.Item
          description={
            <span data-testid="grid-selected">{t('grid.demo.selected', { count: checked.length })}</span>
          }
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
                    style={{ '--icon-size': '18px', '--font-size': '14px' } as React.CSSProperties}
                  >
                    {m.label}
                  </Checkbox>
                ),
              }))}
            />
          </div>
        </List.Item>
      </List>
      <List header={t('grid.demo.columns', { count: 3 })}>
        <List.Item>
          <GridColumns
            columns={3}
            cells={modules.slice(0, 6).map((m) => ({
              key: m.key,
              content: (
                <div
                  style={{
                    padding: 8,
                    background: 'var(--adm-color-wathet)',
                    borderRadius: 6,
                    fontSize: 'var(--adm-font-size-7)',
                  }}
                >
                  {m.label}
                </div>
              ),
            }))}
          />
        </List.Item>
      </List>
    </div>
  );
}
