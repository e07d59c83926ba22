import type { TransferSideView } from '@suite-ui/core';
import type { TransferProps } from '@suite-ui/core/react';
import { useTransfer } from '@suite-ui/core/react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Input, Pagination, Space, Typography } from 'antd';

function Side({ side, testId }: { side: TransferSideView; testId: string }) {
  return (
    <Card
      size="small"
      style={{ width: 280 }}
      data-testid={`${testId}-${side.side}`}
      title={
        <Checkbox
          aria-label={side.selectPageText}
          checked={side.pageState === 'all'}
          indeterminate={side.pageState === 'some'}
          onChange={(e) => side.togglePage(e.target.checked)}
        >
          {side.title}
        </Checkbox>
      }
      extra={<Typography.Text type="secondary">{side.count}</Typography.Text>}
    >
      <Input.Search
        allowClear
        size="small"
        aria-label={side.searchPlaceholder}
        placeholder={side.searchPlaceholder}
        onChange={(e) => side.search(e.target.value)}
      />
      {/* a group of check boxes (not a listbox: its rows hold their own buttons) */}
      <div role="group" aria-label={side.title} style={{ minHeight: 200, marginTop: 8 }}>
        {side.items.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={side.emptyText} />
        )}
        {side.items.map((item) => (
          <div
            key={item.key}
            data-testid={item.testId}
            style={{ display: 'flex', alignItems: 'center', minHeight: 32 }}
          >
            <Checkbox
              data-part="check"
              checked={item.selected}
              disabled={item.disabled}
              onChange={() => side.toggle(item.key)}
              style={{ flex: 1 }}
            >
              {item.title}
            </Checkbox>
            {side.removable && (
              <Button size="small" type="link" onClick={() => side.remove(item.key)}>
                {side.removeText}
              </Button>
            )}
          </div>
        ))}
      </div>
      {side.pages > 1 && (
        <Pagination
          simple
          size="small"
          current={side.page}
          total={side.pages * 10}
          pageSize={10}
          onChange={side.setPage}
        />
      )}
    </Card>
  );
}

/** Moves items between two lists (spec 1), each searchable and paged, with a one-way mode. */
export function Transfer({ testId = 'transfer', ...options }: TransferProps) {
  const transfer = useTransfer({ ...options, platform: 'desktop' });
  return (
    <Space align="center" wrap data-testid={testId}>
      <Side side={transfer.source} testId={testId} />
      <Space orientation="vertical">
        <Button
          icon={<RightOutlined />}
          aria-label={transfer.moveRightText}
          disabled={!transfer.canMoveRight}
          onClick={transfer.moveRight}
          data-testid={`${testId}-right`}
        />
        {transfer.showMoveLeft && (
          <Button
            icon={<LeftOutlined />}
            aria-label={transfer.moveLeftText}
            disabled={!transfer.canMoveLeft}
            onClick={transfer.moveLeft}
            data-testid={`${testId}-left`}
          />
        )}
      </Space>
      <Side side={transfer.target} testId={testId} />
    </Space>
  );
}

export type { TransferProps } from '@suite-ui/core/react';
