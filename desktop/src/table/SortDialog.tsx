import type { TableView } from '@suite-ui/core';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTableSortDraft } from '@suite-ui/core/react';
import { Button, Empty, Modal, Select, Space, Spin } from 'antd';

/**
 * The sort dialog (spec 2.3): the sort columns in priority order with their directions; saving
 * sends the plan core computes with `planSort`. The list being edited is form state.
 */
export function SortDialog({ sort, testId }: { sort: TableView['sort']; testId: string }) {
  const draft = useTableSortDraft(sort);
  const { rules, free } = draft;
  return (
    <Modal
      open
      title={sort.title}
      onCancel={sort.close}
      onOk={draft.save}
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
                options={draft.columnsOf(index)}
                onChange={(dataIndex: string) => draft.setColumn(index, dataIndex)}
              />
              <Select
                style={{ width: 130 }}
                aria-label={sort.labels.direction}
                value={rule.direction}
                options={sort.directions}
                onChange={(direction: 'asc' | 'desc') => draft.setDirection(index, direction)}
                data-testid={`${testId}-sort-direction`}
              />
              <Button
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={sort.upLabel(rule.dataIndex)}
                disabled={index === 0}
                onClick={() => draft.move(index, -1)}
              />
              <Button
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={sort.downLabel(rule.dataIndex)}
                disabled={index === rules.length - 1}
                onClick={() => draft.move(index, 1)}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={sort.removeLabel(rule.dataIndex)}
                onClick={() => draft.remove(index)}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={free.length === 0}
            onClick={draft.add}
            data-testid={`${testId}-sort-add`}
          >
            {sort.labels.add}
          </Button>
        </Space>
      )}
    </Modal>
  );
}
