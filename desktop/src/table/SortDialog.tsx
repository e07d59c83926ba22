import type { TableSortRule, TableView } from '@suite-ui/core';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Select, Space, Spin } from 'antd';
import { useState } from 'react';

/**
 * The sort dialog (spec 2.3): the sort columns in priority order with their directions; saving
 * sends the plan core computes with `planSort`. The list being edited is form state.
 */
export function SortDialog({ sort, testId }: { sort: TableView['sort']; testId: string }) {
  const [draft, setDraft] = useState<TableSortRule[] | null>(null);
  const rules = draft ?? sort.rules;
  const used = new Set(rules.map((rule) => rule.dataIndex));
  const free = sort.columns.filter((column) => !used.has(column.value));
  const edit = (next: TableSortRule[]) => setDraft(next);
  const swap = (a: number, b: number) => {
    const next = [...rules];
    const [x, y] = [next[a], next[b]];
    if (!x || !y) return;
    next[a] = y;
    next[b] = x;
    edit(next);
  };
  return (
    <Modal
      open
      title={sort.title}
      onCancel={sort.close}
      onOk={() => sort.save(rules)}
      okText={sort.labels.save}
      cancelText={sort.labels.cancel}
      confirmLoading={sort.saving}
      wrapProps={{ 'data-testid': `${testId}-sort-dialog` }}
    >
      {sort.loading ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {rules.length === 0 && (
            <Empty description={sort.labels.none} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
          {rules.map((rule, index) => (
            <Space key={rule.dataIndex} data-testid={`${testId}-sort-rule`} data-column={rule.dataIndex}>
              <Select
                style={{ width: 180 }}
                aria-label={sort.labels.column}
                value={rule.dataIndex}
                options={[...sort.columns.filter((c) => c.value === rule.dataIndex), ...free]}
                onChange={(dataIndex: string) =>
                  edit(rules.map((r, i) => (i === index ? { dataIndex, direction: r.direction } : r)))
                }
              />
              <Select
                style={{ width: 130 }}
                aria-label={sort.labels.direction}
                value={rule.direction}
                options={sort.directions}
                onChange={(direction: 'asc' | 'desc') =>
                  edit(rules.map((r, i) => (i === index ? { ...r, direction } : r)))
                }
                data-testid={`${testId}-sort-direction`}
              />
              <Button
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={sort.upLabel(rule.dataIndex)}
                disabled={index === 0}
                onClick={() => swap(index, index - 1)}
              />
              <Button
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={sort.downLabel(rule.dataIndex)}
                disabled={index === rules.length - 1}
                onClick={() => swap(index, index + 1)}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={sort.removeLabel(rule.dataIndex)}
                onClick={() => edit(rules.filter((_, i) => i !== index))}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={free.length === 0}
            onClick={() => free[0] && edit([...rules, { dataIndex: free[0].value, direction: 'asc' }])}
            data-testid={`${testId}-sort-add`}
          >
            {sort.labels.add}
          </Button>
        </Space>
      )}
    </Modal>
  );
}
