import type { IconSelectorProps } from '@suite-ui/core/react';
import { useIconSelect } from '@suite-ui/core/react';
import { ErrorBlock, List, SearchBar } from 'antd-mobile';
import './icon-select.css';

/** The module icons by colour for phones (spec 1, 3), four to a row, searched by name or number. */
export function IconSelector({ testId = 'icon-select', ...options }: IconSelectorProps) {
  const icons = useIconSelect({ ...options, platform: 'mobile' });
  return (
    <div data-testid={testId}>
      <SearchBar
        placeholder={icons.searchPlaceholder}
        onChange={icons.search}
        aria-label={icons.searchPlaceholder}
      />
      <List>
        <List.Item data-testid={`${testId}-value`} extra={icons.text}>
          {icons.label}
        </List.Item>
      </List>
      {icons.groups.length === 0 && <ErrorBlock status="empty" title={icons.emptyText} description={null} />}
      {icons.groups.map((group) => (
        <List key={group.colour} header={group.title}>
          <div className="suite-icon-grid" style={{ padding: 8 }}>
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
        </List>
      ))}
    </div>
  );
}

export type { IconSelectorProps } from '@suite-ui/core/react';
