import type { BrowserView } from '@suite-ui/core';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tag, Typography } from 'antd';
import { memo, type CSSProperties } from 'react';

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
      className="suite-browser__selected"
      style={{ '--suite-browser-height': `${height}px` } as CSSProperties}
    >
      <Space className="suite-browser__selected-head">
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
      <div className="suite-browser__selected-body">
        {selected.count === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={selected.emptyText} />
        ) : (
          <ul className="suite-browser__selected-items">
            {selected.items.map((item) => (
              <li
                key={item.id}
                data-testid="browser-selected-item"
                data-id={item.id}
                className="suite-browser__selected-item"
              >
                {item.link ? (
                  <Typography.Link
                    href={item.link.href}
                    {...(item.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    ellipsis
                    className="suite-browser__selected-label"
                    data-testid="browser-selected-link"
                  >
                    {item.label}
                  </Typography.Link>
                ) : (
                  <Typography.Text ellipsis className="suite-browser__selected-label">
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
