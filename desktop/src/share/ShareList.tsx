import type { ShareListView, ShareRowView } from '@suite-ui/core';
import { useShareList, useShareReorder, useT, type ShareListProps } from '@suite-ui/core/react';
import { Alert, Button, Input, Popconfirm, Result, Select, Space, Table, Tag, Typography } from 'antd';
import { useId } from 'react';
import { Browser } from '../browser';
import { DragHandle } from '../shared/DragHandle';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';
import { AuthForm } from './AuthForm';
import './share.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

function Operations({ row, testId }: { row: ShareRowView; testId: string }) {
  const t = useT();
  return (
    <Space size={0} className="suite-share__operations">
      {row.operations.map((operation) =>
        operation.confirm ? (
          <Popconfirm
            key={operation.key}
            title={operation.confirm}
            okText={t('share.confirm')}
            cancelText={t('share.cancel')}
            onConfirm={operation.run}
          >
            <Button type="link" size="small" data-testid={`${testId}-${operation.key}`}>
              {operation.label}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            key={operation.key}
            type="link"
            size="small"
            onClick={operation.run}
            data-testid={`${testId}-${operation.key}`}
          >
            {operation.label}
          </Button>
        ),
      )}
    </Space>
  );
}

function Toolbar({ view, testId }: { view: ShareListView; testId: string }) {
  const t = useT();
  const { search, batchDelete } = view;
  return (
    <Space wrap className="suite-share__toolbar">
      <Space wrap>
        <Select
          aria-label={search.targetTypeLabel}
          value={search.searchType === 'default' ? search.targetType : ''}
          options={search.targetTypeOptions}
          onChange={search.setTargetType}
          virtual={false}
          className="suite-share__type"
          data-testid={`${testId}-target-type`}
        />
        {search.searchType === 'default' && search.targetBrowserType && (
          <div className="suite-share__target">
            <Browser
              key={search.targetBrowserType}
              type={search.targetBrowserType}
              multiple
              embedded
              aria-label={search.targetLabel}
              onChange={(items) => search.setTargets(items.map((item) => item.id))}
              data-testid={`${testId}-target`}
            />
          </div>
        )}
        <Input.Search
          allowClear
          aria-label={search.keywordLabel}
          placeholder={search.keywordPlaceholder}
          defaultValue={search.keywords}
          onSearch={(value) => search.setKeywords(value)}
          enterButton={search.submitLabel}
          className="suite-share__keyword"
          data-testid={`${testId}-keyword`}
        />
      </Space>
      <Space>
        {view.checkable && (
          <Popconfirm
            title={batchDelete.confirm}
            okText={t('share.confirm')}
            cancelText={t('share.cancel')}
            onConfirm={batchDelete.run}
            disabled={batchDelete.disabled}
          >
            <Button danger disabled={batchDelete.disabled} data-testid={`${testId}-batch-delete`}>
              {batchDelete.label}
            </Button>
          </Popconfirm>
        )}
        <Button type="primary" onClick={view.add.run} data-testid={`${testId}-add`}>
          {view.add.label}
        </Button>
      </Space>
    </Space>
  );
}

/**
 * The desktop Share and Auth list (spec 2.3): target-type and keyword search, the permission
 * table with the server's columns, row operations (edit, delete, top), batch delete with check
 * boxes (tableType CHECKBOX), pagination (5 or 10 a page), rows reordered by their handles (drag,
 * or the arrow keys, Home and End on a handle; only the moved row's sort value is sent) and the auth
 * form dialog.
 */
export function ShareList(props: ShareListProps) {
  const view = useShareList({ ...props, platform: 'desktop' });
  const testId = props['data-testid'] ?? 'share-list';
  const { pagination, reorder } = view;
  const { setList, dragging, handleProps, rowDrag, onHandleKeyDown } = useShareReorder(view);
  const instructionsId = useId();
  return (
    <section aria-label={view.title} data-testid={testId} data-status={view.status} data-busy={view.busy}>
      <span id={instructionsId} hidden>
        {reorder.instructions}
      </span>
      <span aria-live="polite" className={VISUALLY_HIDDEN} data-testid={`${testId}-sort-status`}>
        {reorder.announcement}
      </span>
      <Space orientation="vertical" className="suite-share__body">
        <Toolbar view={view} testId={testId} />
        {view.notice && (
          <Alert
            type="error"
            showIcon
            title={view.notice}
            closable={{ onClose: view.dismissNotice }}
            data-testid={`${testId}-notice`}
          />
        )}
        {view.status === 'error' ? (
          <Result
            status="error"
            title={view.statusText}
            data-testid={`${testId}-error`}
            extra={
              <Button type="primary" onClick={view.retry} data-testid={`${testId}-retry`}>
                {view.retryLabel}
              </Button>
            }
          />
        ) : (
          <div ref={setList} className="suite-share-table">
            <Table<ShareRowView>
              rowKey="id"
              size="middle"
              loading={view.busy}
              dataSource={view.rows}
              locale={{ emptyText: view.statusText || ' ' }}
              onRow={(row) => {
                const { lifted, dropEdge } = rowDrag(row.index);
                return {
                  'data-testid': `${testId}-row`,
                  'data-id': row.id,
                  'data-sort-index': row.index,
                  // share.css marks the lifted row and the edge it would drop at
                  'data-lifted': lifted || undefined,
                  'data-drop-edge': dropEdge ?? undefined,
                } as React.HTMLAttributes<HTMLElement>;
              }}
              rowSelection={
                view.checkable
                  ? {
                      selectedRowKeys: [...view.checkedKeys],
                      onChange: (keys) => {
                        const next = new Set(keys.map(String));
                        for (const row of view.rows) if (row.checked !== next.has(row.id)) row.toggle();
                      },
                      getCheckboxProps: (row) => ({ 'aria-label': row.checkLabel }) as never,
                    }
                  : undefined
              }
              columns={[
                {
                  key: '__sort',
                  width: 44,
                  render: (_: unknown, row: ShareRowView) => (
                    <DragHandle
                      className="suite-share-handle"
                      aria-label={row.handleLabel}
                      aria-describedby={instructionsId}
                      aria-disabled={!reorder.enabled}
                      data-sort-handle={row.id}
                      data-testid={`${testId}-handle`}
                      {...handleProps(row.index)}
                      onKeyDown={onHandleKeyDown(row.index, row.id)}
                      dragging={dragging}
                      enabled={reorder.enabled}
                    />
                  ),
                },
                ...view.columns.map((column, index) => ({
                  key: column.key,
                  title: column.title,
                  width: column.width,
                  onCell: () => ({ 'data-col': column.key }) as React.HTMLAttributes<HTMLElement>,
                  render: (_: unknown, row: ShareRowView) => {
                    const text = row.cells.find((cell) => cell.key === column.key)?.text ?? '';
                    return index === 0 && row.deletedText ? (
                      <Space size={4}>
                        <Typography.Text delete>{text}</Typography.Text>
                        <Tag color="red" data-testid={`${testId}-deleted`}>
                          {row.deletedText}
                        </Tag>
                      </Space>
                    ) : (
                      text
                    );
                  },
                })),
                {
                  key: '__operations',
                  title: view.operationsLabel,
                  width: 150,
                  render: (_: unknown, row: ShareRowView) => <Operations row={row} testId={`${testId}-op`} />,
                },
              ]}
              pagination={{
                current: pagination.current,
                pageSize: pagination.pageSize,
                total: pagination.total,
                pageSizeOptions: pagination.pageSizeOptions.map(String),
                showSizeChanger: true,
                showTotal: () => pagination.totalText,
                onChange: (current, pageSize) => pagination.change(current, pageSize),
              }}
            />
          </div>
        )}
      </Space>
      {view.form && (
        <AuthForm
          key={view.form.key}
          shareContext={props.shareContext}
          services={props.services}
          mode={view.form.mode}
          id={view.form.id}
          onSaved={view.form.saved}
          onCancel={view.form.cancelled}
        />
      )}
      <SaveProblemDialog problem={view.problem} testId="share" />
    </section>
  );
}
