import type { BrowserSelectedItem, TableView } from '@suite-ui/core';
import { useTableSyncForm } from '@suite-ui/core/react';
import { Alert, Checkbox, Form, Modal, Switch, Tag } from 'antd';
import { TypesBrowser } from '../browser';

/**
 * The sync dialog (spec 2.3, 3, 5): people, departments and subcompanies picked at once through a
 * types browser (or everyone), the isDefault and syncColumnWidth switches with the help text;
 * resets ask for the scope only. The form state and the rule are core's (`useTableSyncForm`).
 */
export function SyncDialog({ sync, testId }: { sync: TableView['sync']; testId: string }) {
  const form = useTableSyncForm(sync);
  return (
    <Modal
      open
      title={sync.title}
      onCancel={sync.close}
      onOk={form.submit}
      okText={sync.okLabel}
      cancelText={sync.cancelLabel}
      confirmLoading={sync.submitting}
      width={600}
      wrapProps={{ 'data-testid': `${testId}-sync-dialog` }}
    >
      <Form layout="vertical">
        <Form.Item
          label={sync.scopeLabel}
          required
          validateStatus={form.error ? 'error' : undefined}
          help={form.error}
          extra={form.everyone ? undefined : sync.scopeHint}
        >
          <Checkbox
            checked={form.everyone}
            onChange={(event) => form.setEveryone(event.target.checked)}
            data-testid={`${testId}-scope-all`}
          >
            {sync.everyoneLabel}
          </Checkbox>
          {!form.everyone && (
            <div style={{ marginTop: 8 }}>
              <TypesBrowser
                types={sync.browserTypes}
                module="hrm"
                multiple
                value={form.picks as BrowserSelectedItem[]}
                onChange={form.setPicks}
                aria-label={sync.scopeLabel}
                data-testid={`${testId}-scope`}
              />
              {form.summary.length > 0 && (
                <div
                  role="list"
                  aria-label={sync.summaryLabel}
                  className="suite-table-scope-summary"
                  data-testid={`${testId}-scope-summary`}
                >
                  {form.summary.map((item) => (
                    <Tag key={item.key} role="listitem" data-key={item.key}>
                      {item.label}
                    </Tag>
                  ))}
                </div>
              )}
            </div>
          )}
        </Form.Item>
        {sync.showSwitches && (
          <>
            <Form.Item label={sync.isDefaultLabel} htmlFor={`${testId}-is-default`}>
              <Switch
                id={`${testId}-is-default`}
                checked={form.isDefault}
                onChange={form.setIsDefault}
                data-testid={`${testId}-is-default`}
              />
            </Form.Item>
            <Form.Item label={sync.syncColumnWidthLabel} htmlFor={`${testId}-sync-width`}>
              <Switch
                id={`${testId}-sync-width`}
                checked={form.syncColumnWidth}
                onChange={form.setSyncColumnWidth}
                data-testid={`${testId}-sync-width`}
              />
            </Form.Item>
            <Alert type="info" showIcon title={sync.help} data-testid={`${testId}-sync-help`} />
          </>
        )}
      </Form>
    </Modal>
  );
}
