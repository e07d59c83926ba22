import type { TableView } from '@suite-ui/core';
import { Modal, Table } from 'antd';

/** The log dialog (spec 2.3): who changed the column settings, what and when. */
export function LogDialog({ log, testId }: { log: TableView['log']; testId: string }) {
  return (
    <Modal
      open={log.visible}
      title={log.title}
      onCancel={log.close}
      footer={null}
      width={720}
      destroyOnHidden
      wrapProps={{ 'data-testid': `${testId}-log-dialog` }}
    >
      <Table
        rowKey="id"
        size="small"
        loading={log.loading}
        dataSource={log.entries}
        pagination={false}
        scroll={{ y: 360 }}
        locale={{ emptyText: log.empty }}
        columns={[
          { key: 'user', dataIndex: 'user', title: log.headers.user, width: 120 },
          { key: 'action', dataIndex: 'action', title: log.headers.action, width: 130 },
          { key: 'time', dataIndex: 'time', title: log.headers.time, width: 150 },
          { key: 'detail', dataIndex: 'detail', title: log.headers.detail, ellipsis: true },
        ]}
      />
    </Modal>
  );
}
