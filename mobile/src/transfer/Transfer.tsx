import type { TransferSideView } from '@suite-ui/core';
import type { TransferProps } from '@suite-ui/core/react';
import { useTransfer } from '@suite-ui/core/react';
import { Button, Checkbox, ErrorBlock, List, SearchBar, Space } from 'antd-mobile';

function Side({ side, testId }: { side: TransferSideView; testId: string }) {
  return (
    <List
      data-testid={`${testId}-${side.side}`}
      header={
        <Space justify="between" style={{ width: '100%' }}>
          <Checkbox
            checked={side.pageState === 'all'}
            indeterminate={side.pageState === 'some'}
            onChange={side.togglePage}
            aria-label={side.selectPageText}
          >
            {side.title}
          </Checkbox>
          <span>{side.count}</span>
        </Space>
      }
    >
      <List.Item>
        <SearchBar
          placeholder={side.searchPlaceholder}
          onChange={side.search}
          aria-label={side.searchPlaceholder}
        />
      </List.Item>
      {side.items.length === 0 && <ErrorBlock status="empty" title={side.emptyText} description={null} />}
      {side.items.map((item) => (
        <List.Item
          key={item.key}
          data-testid={item.testId}
          extra={
            side.removable ? (
              <Button size="mini" onClick={() => side.remove(item.key)}>
                {side.removeText}
              </Button>
            ) : undefined
          }
        >
          <Checkbox
            data-part="check"
            checked={item.selected}
            disabled={item.disabled}
            onChange={() => side.toggle(item.key)}
          >
            {item.title}
          </Checkbox>
        </List.Item>
      ))}
      {side.pages > 1 && (
        <List.Item>
          <Space justify="center" style={{ width: '100%' }}>
            <Button size="mini" disabled={side.page <= 1} onClick={() => side.setPage(side.page - 1)}>
              ‹
            </Button>
            <span>
              {side.page} / {side.pages}
            </span>
            <Button
              size="mini"
              disabled={side.page >= side.pages}
              onClick={() => side.setPage(side.page + 1)}
            >
              ›
            </Button>
          </Space>
        </List.Item>
      )}
    </List>
  );
}

/** The mobile transfer (spec 2.3): the two lists stacked, the moves between them. */
export function Transfer({ testId = 'transfer', ...options }: TransferProps) {
  const transfer = useTransfer({ ...options, platform: 'mobile' });
  return (
    <div data-testid={testId}>
      <Side side={transfer.source} testId={testId} />
      <Space style={{ padding: 12 }}>
        <Button
          color="primary"
          size="small"
          disabled={!transfer.canMoveRight}
          onClick={transfer.moveRight}
          data-testid={`${testId}-right`}
        >
          {transfer.moveRightText}
        </Button>
        {transfer.showMoveLeft && (
          <Button
            size="small"
            disabled={!transfer.canMoveLeft}
            onClick={transfer.moveLeft}
            data-testid={`${testId}-left`}
          >
            {transfer.moveLeftText}
          </Button>
        )}
      </Space>
      <Side side={transfer.target} testId={testId} />
    </div>
  );
}

export type { TransferProps } from '@suite-ui/core/react';
