import type { ShareListView, ShareOperationView, ShareRowView } from '@suite-ui/core';
import {
  useShareList,
  useShareReorder,
  useT,
  type ShareListProps,
  type ShareReorder,
} from '@suite-ui/core/react';
import {
  ActionSheet,
  Button,
  Checkbox,
  Dialog,
  ErrorBlock,
  InfiniteScroll,
  List,
  NoticeBar,
  SearchBar,
  SwipeAction,
  Tag,
} from 'antd-mobile';
import { useId, useState } from 'react';
import { Browser } from '../browser';
import { AuthForm } from './AuthForm';
import { PullRefresh } from '../shared/PullRefresh';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';
import './share.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

function useRunOperation() {
  const t = useT();
  return (operation: ShareOperationView) => {
    if (!operation.confirm) {
      operation.run();
      return;
    }
    void Dialog.confirm({
      content: operation.confirm,
      confirmText: t('share.confirm'),
      cancelText: t('share.cancel'),
      onConfirm: operation.run,
    });
  };
}

interface RowProps {
  row: ShareRowView;
  view: ShareListView;
  testId: string;
  drag: Pick<ShareReorder, 'rowDrag' | 'handleProps' | 'onHandleKeyDown'>;
  instructionsId: string;
}

function Row({ row, view, testId, drag, instructionsId }: RowProps) {
  const t = useT();
  const run = useRunOperation();
  const [menu, setMenu] = useState(false);
  const { lifted, dropEdge } = drag.rowDrag(row.index);
  const pointer = drag.handleProps(row.index);
  const handle = (
    <button
      type="button"
      aria-label={row.handleLabel}
      aria-describedby={instructionsId}
      aria-disabled={!view.reorder.enabled}
      data-sort-handle={row.id}
      data-testid={`${testId}-handle`}
      {...pointer}
      onPointerDown={(event) => {
        // the handle drags the row, never the swipe of its actions
        event.stopPropagation();
        pointer.onPointerDown(event);
      }}
      onKeyDown={drag.onHandleKeyDown(row.index, row.id)}
      className="suite-m-share__handle"
    >
      <span aria-hidden>⠿</span>
    </button>
  );
  return (
    <SwipeAction
      rightActions={row.operations.map((operation) => ({
        key: operation.key,
        text: operation.label,
        color: operation.key === 'delete' ? 'danger' : 'primary',
      }))}
      onAction={(action) => {
        const operation = row.operations.find((op) => op.key === action.key);
        if (operation) run(operation);
      }}
    >
      <div
        className="suite-m-share__row"
        data-testid={`${testId}-row`}
        data-id={row.id}
        data-sort-index={row.index}
        data-lifted={lifted || undefined}
        data-drop-edge={dropEdge ?? undefined}
      >
        <List.Item
          prefix={
            <span className="suite-m-share__row-prefix">
              {handle}
              {view.checkable && (
                // antd-mobile wraps the box in a <label>: hidden text names it (aria-label is not allowed there)
                <Checkbox checked={row.checked} onChange={row.toggle} data-testid={`${testId}-check`}>
                  <span className={VISUALLY_HIDDEN}>{row.checkLabel}</span>
                </Checkbox>
              )}
            </span>
          }
          description={row.details.map((detail) => `${detail.label}: ${detail.text}`).join(' · ')}
          extra={
            <>
              <Button
                size="mini"
                fill="none"
                aria-label={view.operationsLabel}
                onClick={() => setMenu(true)}
                data-testid={`${testId}-menu`}
              >
                ⋯
              </Button>
              <ActionSheet
                visible={menu}
                onClose={() => setMenu(false)}
                cancelText={t('share.cancel')}
                actions={row.operations.map((operation) => ({
                  key: operation.key,
                  text: <span data-testid={`${testId}-op-${operation.key}`}>{operation.label}</span>,
                  danger: operation.key === 'delete',
                  onClick: () => {
                    setMenu(false);
                    run(operation);
                  },
                }))}
              />
            </>
          }
        >
          <span>{row.title}</span>
          {row.deletedText && (
            <Tag
              color="danger"
              fill="outline"
              className="suite-m-share__deleted"
              data-testid={`${testId}-deleted`}
            >
              {row.deletedText}
            </Tag>
          )}
        </List.Item>
      </div>
    </SwipeAction>
  );
}

/**
 * The mobile Share and Auth list (spec 2.3): search by target type and targets or by keyword,
 * rows with check boxes and batch delete, edit and delete by swipe or by the row's menu, infinite
 * loading 20 at a time (paginated list view), rows reordered by their handles (drag, or the arrow
 * keys, Home and End on a handle), and the auth form as a page.
 */
export function ShareList(props: ShareListProps) {
  const view = useShareList({ ...props, platform: 'mobile' });
  const testId = props['data-testid'] ?? 'share-list';
  const run = useRunOperation();
  const { setList, rowDrag, handleProps, onHandleKeyDown } = useShareReorder(view);
  const drag = { rowDrag, handleProps, onHandleKeyDown };
  const instructionsId = useId();
  const { search, batchDelete } = view;
  return (
    <section aria-label={view.title} data-testid={testId} data-status={view.status} data-busy={view.busy}>
      <span id={instructionsId} hidden>
        {view.reorder.instructions}
      </span>
      <span aria-live="polite" className={VISUALLY_HIDDEN} data-testid={`${testId}-sort-status`}>
        {view.reorder.announcement}
      </span>
      <div className="suite-m-share__search">
        <SearchBar
          aria-label={search.keywordLabel}
          placeholder={search.keywordPlaceholder}
          defaultValue={search.keywords}
          onSearch={search.setKeywords}
          onClear={() => search.setKeywords('')}
          data-testid={`${testId}-keyword`}
        />
        <div className="suite-m-share__filters">
          <select
            aria-label={search.targetTypeLabel}
            value={search.searchType === 'default' ? search.targetType : ''}
            onChange={(event) => search.setTargetType(event.target.value)}
            className="suite-m-share__type"
            data-testid={`${testId}-target-type`}
          >
            {search.targetTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {search.searchType === 'default' && search.targetBrowserType && (
            <Browser
              key={search.targetBrowserType}
              type={search.targetBrowserType}
              multiple
              embedded
              aria-label={search.targetLabel}
              onChange={(items) => search.setTargets(items.map((item) => item.id))}
              data-testid={`${testId}-target`}
            />
          )}
        </div>
        <div className="suite-m-share__actions">
          {view.checkable && (
            <Checkbox
              checked={view.allChecked}
              indeterminate={view.someChecked}
              onChange={view.toggleAll}
              data-testid={`${testId}-check-all`}
            >
              {view.checkAllLabel}
            </Checkbox>
          )}
          <span className="suite-m-share__spacer" />
          {view.checkable && (
            <Button
              size="small"
              color="danger"
              fill="outline"
              disabled={batchDelete.disabled}
              onClick={() =>
                run({
                  key: 'delete',
                  label: batchDelete.label,
                  confirm: batchDelete.confirm,
                  run: batchDelete.run,
                })
              }
              data-testid={`${testId}-batch-delete`}
            >
              {batchDelete.label}
            </Button>
          )}
          <Button size="small" color="primary" onClick={view.add.run} data-testid={`${testId}-add`}>
            {view.add.label}
          </Button>
        </div>
      </div>
      {view.notice && (
        <NoticeBar
          color="alert"
          content={view.notice}
          closeable
          onClose={view.dismissNotice}
          data-testid={`${testId}-notice`}
        />
      )}
      {view.status === 'error' ? (
        <ErrorBlock status="default" title={view.statusText} description="" data-testid={`${testId}-error`}>
          <Button color="primary" onClick={view.retry} data-testid={`${testId}-retry`}>
            {view.retryLabel}
          </Button>
        </ErrorBlock>
      ) : (
        <PullRefresh onRefresh={view.reload} refreshing={view.busy} testId={`${testId}-pull`}>
          <div ref={setList}>
            <List header={view.pagination.totalText} data-testid={`${testId}-rows`}>
              {view.rows.map((row) => (
                <Row
                  key={row.id}
                  row={row}
                  view={view}
                  testId={testId}
                  drag={drag}
                  instructionsId={instructionsId}
                />
              ))}
            </List>
          </div>
          <InfiniteScroll
            hasMore={view.more.hasMore && !view.busy}
            loadMore={async () => view.more.load()}
            threshold={10}
          >
            <span data-testid={`${testId}-more`}>{view.statusText || view.more.text}</span>
          </InfiniteScroll>
        </PullRefresh>
      )}
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
