import type { BrowserSelectedItem, TableView } from '@suite-ui/core';
import { useTableSortDraft, useTableSyncForm, useTypesBrowser } from '@suite-ui/core/react';
import { Button, Checkbox, DotLoading, Empty, List, Popup, Selector, Space, Switch, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Browser } from '../browser';

const PAGE_BODY = { width: '100vw', height: '100%', display: 'flex', flexDirection: 'column' } as const;

/** A full-screen page (popup from the right) with a title bar, a scrolling body and a footer. */
function Page({
  title,
  testId,
  onClose,
  closeLabel,
  footer,
  children,
}: {
  title: string;
  testId: string;
  onClose(): void;
  closeLabel: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Popup visible position="right" bodyStyle={PAGE_BODY} onClose={onClose}>
      <div role="dialog" aria-label={title} data-testid={testId} className="suite-table-page">
        <header className="suite-table-page-bar">
          <Button size="small" fill="none" onClick={onClose}>
            {closeLabel}
          </Button>
          <h2>{title}</h2>
          <span style={{ width: 48 }} />
        </header>
        <div className="suite-table-page-body">{children}</div>
        <footer className="suite-table-page-footer">{footer}</footer>
      </div>
    </Popup>
  );
}

/** Picks of several browser types at once: a choice of type above the browser of that type. */
function ScopePicker({ sync, form }: { sync: TableView['sync']; form: ReturnType<typeof useTableSyncForm> }) {
  const state = useTypesBrowser(sync.browserTypes, form.picks as BrowserSelectedItem[], form.setPicks);
  return (
    <div data-testid="table-scope-types">
      <Selector
        aria-label={sync.scopeTypeLabel}
        value={[state.type]}
        onChange={(value) => value[0] && state.setType(value[0])}
        options={sync.browserTypes.map((option) => ({ value: option.type, label: option.label }))}
        style={{ marginBottom: 8, '--padding': '6px 12px' }}
        data-testid="table-scope-type"
      />
      <Browser
        key={state.type}
        type={state.type}
        module="hrm"
        multiple
        value={state.value}
        onChange={state.onChange}
        aria-label={sync.scopeLabel}
        data-testid="table-scope"
      />
    </div>
  );
}

/** The sync (or reset) page (spec 2.3, 3, 5): scope of several types or everyone, the switches, the help. */
export function MobileSyncPage({ sync, testId }: { sync: TableView['sync']; testId: string }) {
  const form = useTableSyncForm(sync);
  return (
    <Page
      title={sync.title}
      testId={`${testId}-sync-dialog`}
      onClose={sync.close}
      closeLabel={sync.cancelLabel}
      footer={
        <Button
          block
          color="primary"
          loading={sync.submitting}
          onClick={form.submit}
          data-testid={`${testId}-sync-ok`}
        >
          {sync.okLabel}
        </Button>
      }
    >
      <List header={sync.scopeLabel}>
        <List.Item>
          <Checkbox checked={form.everyone} onChange={form.setEveryone} data-testid={`${testId}-scope-all`}>
            {sync.everyoneLabel}
          </Checkbox>
        </List.Item>
        {!form.everyone && (
          <List.Item>
            <ScopePicker sync={sync} form={form} />
            <div className="suite-table-hint">{sync.scopeHint}</div>
            {form.summary.length > 0 && (
              <div
                role="list"
                aria-label={sync.summaryLabel}
                className="suite-table-scope-summary"
                data-testid={`${testId}-scope-summary`}
              >
                {form.summary.map((item) => (
                  <span key={item.key} role="listitem" data-key={item.key}>
                    <Tag fill="outline">{item.label}</Tag>
                  </span>
                ))}
              </div>
            )}
          </List.Item>
        )}
      </List>
      {form.error && (
        <div role="alert" className="suite-table-error" data-testid={`${testId}-sync-error`}>
          {form.error}
        </div>
      )}
      {sync.showSwitches && (
        <List>
          <List.Item
            extra={
              <Switch
                checked={form.isDefault}
                onChange={form.setIsDefault}
                aria-label={sync.isDefaultLabel}
                data-testid={`${testId}-is-default`}
              />
            }
          >
            {sync.isDefaultLabel}
          </List.Item>
          <List.Item
            description={<span data-testid={`${testId}-sync-help`}>{sync.help}</span>}
            extra={
              <Switch
                checked={form.syncColumnWidth}
                onChange={form.setSyncColumnWidth}
                aria-label={sync.syncColumnWidthLabel}
                data-testid={`${testId}-sync-width`}
              />
            }
          >
            {sync.syncColumnWidthLabel}
          </List.Item>
        </List>
      )}
    </Page>
  );
}

/** The log (spec 2.3): who changed the column settings, what and when, newest first. */
export function MobileLogPage({
  log,
  testId,
  closeLabel,
}: {
  log: TableView['log'];
  testId: string;
  closeLabel: string;
}) {
  return (
    <Page
      title={log.title}
      testId={`${testId}-log-dialog`}
      onClose={log.close}
      closeLabel={closeLabel}
      footer={
        <Button block onClick={log.close}>
          {closeLabel}
        </Button>
      }
    >
      {log.loading ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <DotLoading />
        </div>
      ) : log.entries.length === 0 ? (
        <Empty description={log.empty} />
      ) : (
        <List>
          {log.entries.map((entry) => (
            <List.Item
              key={entry.id}
              data-testid={`${testId}-log-entry`}
              description={`${entry.time} · ${entry.detail}`}
            >
              {entry.user} · {entry.action}
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}

/** The sort page (spec 2.3): sort columns in priority order with directions; saved through `planSort`. */
export function MobileSortPage({ sort, testId }: { sort: TableView['sort']; testId: string }) {
  const draft = useTableSortDraft(sort);
  const labelOf = (dataIndex: string) => sort.columns.find((c) => c.value === dataIndex)?.label ?? dataIndex;
  return (
    <Page
      title={sort.title}
      testId={`${testId}-sort-dialog`}
      onClose={sort.close}
      closeLabel={sort.labels.cancel}
      footer={
        <Button
          block
          color="primary"
          loading={sort.saving}
          onClick={draft.save}
          data-testid={`${testId}-sort-save`}
        >
          {sort.labels.save}
        </Button>
      }
    >
      {sort.loading ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <DotLoading />
        </div>
      ) : (
        <>
          <List header={sort.labels.column}>
            {draft.rules.length === 0 && (
              <List.Item>
                <span style={{ color: 'var(--adm-color-weak)' }}>{sort.labels.none}</span>
              </List.Item>
            )}
            {draft.rules.map((rule, index) => (
              <List.Item
                key={rule.dataIndex}
                data-testid={`${testId}-sort-rule`}
                data-column={rule.dataIndex}
                description={
                  <Selector
                    aria-label={sort.labels.direction}
                    value={[rule.direction]}
                    onChange={(value) => value[0] && draft.setDirection(index, value[0])}
                    options={sort.directions}
                    style={{ '--padding': '4px 10px', marginTop: 4 }}
                    data-testid={`${testId}-sort-direction`}
                  />
                }
                extra={
                  <Space style={{ '--gap': '4px' }}>
                    <Button
                      size="mini"
                      disabled={index === 0}
                      onClick={() => draft.move(index, -1)}
                      aria-label={sort.upLabel(rule.dataIndex)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="mini"
                      disabled={index === draft.rules.length - 1}
                      onClick={() => draft.move(index, 1)}
                      aria-label={sort.downLabel(rule.dataIndex)}
                    >
                      ↓
                    </Button>
                    <Button
                      size="mini"
                      color="danger"
                      fill="outline"
                      onClick={() => draft.remove(index)}
                      aria-label={sort.removeLabel(rule.dataIndex)}
                    >
                      ×
                    </Button>
                  </Space>
                }
              >
                {labelOf(rule.dataIndex)}
              </List.Item>
            ))}
          </List>
          {draft.free.length > 0 && (
            <List header={sort.labels.add}>
              <List.Item>
                <Selector
                  aria-label={sort.labels.add}
                  value={[]}
                  columns={3}
                  onChange={(value) => value[0] && draft.addColumn(value[0])}
                  options={draft.free}
                  style={{ '--padding': '6px 8px' }}
                  data-testid={`${testId}-sort-add`}
                />
              </List.Item>
            </List>
          )}
        </>
      )}
    </Page>
  );
}
