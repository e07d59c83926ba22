import type { IconSelectorProps } from '@suite-ui/core/react';
import { useIconSelect } from '@suite-ui/core/react';
import { Empty, Input, Space, Typography } from 'antd';
import './icon-select.css';

/** A grid of the module icons by colour (spec 1, 3), searched by name or number. */
export function IconSelector({ testId = 'icon-select', ...options }: IconSelectorProps) {
  const icons = useIconSelect({ ...options, platform: 'desktop' });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={testId}>
      <Space wrap>
        <Input.Search
          allowClear
          aria-label={icons.searchPlaceholder}
          placeholder={icons.searchPlaceholder}
          onChange={(e) => icons.search(e.target.value)}
          style={{ width: 280 }}
        />
        <Typography.Text data-testid={`${testId}-value`}>
          {icons.label}: {icons.text}
        </Typography.Text>
      </Space>
      {icons.groups.length === 0 && <Empty description={icons.emptyText} />}
      <div style={{ maxHeight: 420, overflow: 'auto' }}>
        {icons.groups.map((group) => (
          <section key={group.colour} aria-label={group.title}>
            <Typography.Title level={5}>{group.title}</Typography.Title>
            <div className="suite-icon-grid">
              {group.icons.map((icon) => (
                <button
                  key={icon.key}
                  type="button"
                  className="suite-icon-tile"
                  aria-pressed={icon.selected}
                  title={icon.label}
                  data-testid={icon.testId}
                  onClick={() => icons.select(icon.key)}
                >
                  <span
                    className={`suite-icon-glyph ${icon.iconClass}`}
                    style={{ background: icon.background }}
                    aria-hidden
                  >
                    {icon.glyph}
                  </span>
                  <span className="suite-icon-name">{icon.label}</span>
                </button>
              ))}
            </div>
          </section>
        ))}
      </div>
    </Space>
  );
}

export type { IconSelectorProps } from '@suite-ui/core/react';
