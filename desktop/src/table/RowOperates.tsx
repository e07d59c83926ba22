import type { TableRowOperatesView } from '@suite-ui/core';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';

/**
 * One row's operations (spec 6): the first ones as links, the rest behind a "more" menu. Which
 * ones a row shows is the view model's decision (table and row permissions).
 */
export function RowOperates({
  operates,
  moreLabel,
  rowLabel,
  testId,
}: {
  operates: TableRowOperatesView;
  moreLabel: string;
  rowLabel: string;
  testId: string;
}) {
  return (
    <div
      role="group"
      aria-label={rowLabel}
      className="suite-table-operates"
      data-testid={`${testId}-operates`}
    >
      {operates.inline.map((operate) => (
        <Button
          key={operate.key}
          type="link"
          size="small"
          danger={operate.danger}
          onClick={operate.run}
          data-testid={`${testId}-operate`}
          data-operate={operate.key}
        >
          {operate.label}
        </Button>
      ))}
      {operates.more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: operates.more.map((operate) => ({
              key: operate.key,
              label: <span data-operate={operate.key}>{operate.label}</span>,
              danger: operate.danger,
            })),
            onClick: ({ key }) => operates.more.find((operate) => operate.key === key)?.run(),
          }}
        >
          <Button type="link" size="small" data-testid={`${testId}-operate-more`}>
            {moreLabel} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
