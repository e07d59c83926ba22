import type { BrowserView } from '@suite-ui/core';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tag, Typography } from 'antd';
import { memo } from 'react';

/** The dialog's selected list: every pick with a remove button, select all and clear. */
export const SelectedList = memo(function SelectedList({
  selected,
  texts,
  height,
}: {
  selected: BrowserView['selected'];
  texts: BrowserView['texts'];
  height: number;
}) {
  return (
    <section
      aria-label={selected.label}
      data-testid="browser-selected"
      style={{ height, display: 'flex', flexDirection: 'column' }}
    >
      <Space style={{ justifyContent: 'space-between', padding: '8px 12px' }}>
        <Typography.Text strong data-testid="browser-selected-count">
          {selected.countText}
        </Typography.Text>
        <Space size={4}>
          <Button
            size="small"
            type="link"
            disabled={!selected.canSelectAll}
            onClick={selected.selectAll}
            data-testid="browser-select-all"
          >
            {texts.selectAll}
          </Button>
          <Button
            size="small"
            type="link"
            disabled={selected.count === 0}
            onClick={selected.clear}
            data-testid="browser-clear"
          >
            {texts.clear}
          </Button>
        </Space>
      </Space>
      <div style={{ flex: 1, overflow: 'auto', padding: '0 12px 8px' }}>
        {selected.count === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={selected.emptyText} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {selected.items.map((item) => (
              <li
                key={item.id}
                data-testid="browser-selected-item"
                data-id={item.id}
                style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '4px 0' }}
              >
                {item.link ? (
                  <Typography.Link
                    href={item.link.href}
                    {...(item.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    ellipsis
                    style={{ flex: 1 }}
                    data-testid="browser-selected-link"
                  >
                    {item.label}
                  </Typography.Link>
                ) : (
                  <Typography.Text ellipsis style={{ flex: 1 }}>
                    {item.label}
                  </Typography.Text>
                )}
                {item.deletedText && <Tag color="red">{item.deletedText}</Tag>}
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  aria-label={item.removeLabel}
                  onClick={item.remove}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
});
