import { DeleteOutlined } from '@ant-design/icons';
import type { AdvancedSearchView } from '@suite-ui/core';
import { Button, Empty, Flex, Modal, Spin, Typography } from 'antd';

/** The search history (spec 3: per module and conditionId): apply, delete one, clear all. */
export function HistoryDialog({ search }: { search: AdvancedSearchView }) {
  const { history } = search;
  return (
    <Modal
      open={history.open}
      title={history.title}
      width={search.dialogWidth}
      onCancel={history.close}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'advanced-search-history-dialog' }}
      footer={
        <Button danger disabled={history.items.length === 0} onClick={history.clear}>
          {history.clearLabel}
        </Button>
      }
    >
      <Spin spinning={history.loading}>
        {history.items.length === 0 ? (
          <Empty description={history.emptyText} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {history.items.map((item) => (
              <li key={item.id} style={{ padding: '4px 0' }}>
                <Flex align="center" gap={8}>
                  <Button
                    type="link"
                    onClick={item.apply}
                    style={{ flex: 1, justifyContent: 'flex-start', minWidth: 0 }}
                  >
                    <Typography.Text ellipsis>{item.title}</Typography.Text>
                  </Button>
                  <Button
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={history.deleteLabel}
                    onClick={item.remove}
                  />
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Spin>
    </Modal>
  );
}
