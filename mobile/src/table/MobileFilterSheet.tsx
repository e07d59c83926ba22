import type { TableView } from '@suite-ui/core';
import { Button, List, Space } from 'antd-mobile';
import { TableSheet } from './TableSheet';

/**
 * The card list's header filters (issue 38) in a bottom popup: each filterable column with its
 * values as buttons pressed while chosen. A press applies at once (the cards behind follow);
 * "Clear filters" drops every choice, "Done" closes.
 */
export function MobileFilterSheet({
  filters,
  visible,
  onClose,
  testId,
}: {
  filters: TableView['filters'];
  visible: boolean;
  onClose: () => void;
  testId: string;
}) {
  return (
    <TableSheet visible={visible} onClose={onClose} label={filters.title} testId={`${testId}-filters`}>
      <List header={filters.title}>
        {filters.columns.map(({ dataIndex, title, filter }) => (
          <List.Item key={dataIndex} title={title} data-testid={`${testId}-filter-${dataIndex}`}>
            {filter.options.length === 0 ? (
              <span style={{ color: 'var(--adm-color-weak)' }}>{filter.emptyText}</span>
            ) : (
              <div role="group" aria-label={filter.label}>
                <Space wrap>
                  {filter.options.map((option) => {
                    const chosen = filter.values.includes(option.value);
                    return (
                      <Button
                        key={option.value}
                        size="small"
                        color={chosen ? 'primary' : 'default'}
                        fill={chosen ? 'solid' : 'outline'}
                        aria-pressed={chosen}
                        data-value={option.value}
                        onClick={() => filter.toggle(option.value)}
                      >
                        {option.text}
                      </Button>
                    );
                  })}
                </Space>
              </div>
            )}
          </List.Item>
        ))}
      </List>
      <div style={{ display: 'flex', gap: 12, padding: 12 }}>
        <Button
          block
          disabled={filters.count === 0}
          onClick={filters.clear}
          data-testid={`${testId}-filters-clear`}
        >
          {filters.clearLabel}
        </Button>
        <Button block color="primary" onClick={onClose} data-testid={`${testId}-filters-done`}>
          {filters.doneLabel}
        </Button>
      </div>
    </TableSheet>
  );
}
