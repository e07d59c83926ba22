import type { BrowserSelectedItem, SyncScopeType, TableView } from '@suite-ui/core';
import { Alert, Form, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { Browser } from '../browser';

/**
 * The sync dialog (spec 2.3, 3, 5): the people picked through the browser (or everyone), the
 * isDefault and syncColumnWidth switches with the help text; resets ask for the scope only.
 * Its fields are form state; the rule (`validate`) and the call are the view model's.
 */
export function SyncDialog({ sync, testId }: { sync: TableView['sync']; testId: string }) {
  const [type, setType] = useState<SyncScopeType>('user');
  const [picks, setPicks] = useState<BrowserSelectedItem[]>([]);
  const [isDefault, setIsDefault] = useState(false);
  const [syncColumnWidth, setSyncColumnWidth] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const browserType = sync.types.find((option) => option.value === type)?.browserType ?? null;
  const submit = () => {
    const values = {
      [sync.field]: sync.scopeOf(type, picks),
      ...(sync.showSwitches ? { isDefault, syncColumnWidth } : {}),
    };
    const errors = sync.validate(values);
    setError(errors[sync.field]);
    if (!errors[sync.field]) sync.submit(values);
  };
  return (
    <Modal
      open
      title={sync.title}
      onCancel={sync.close}
      onOk={submit}
      okText={sync.okLabel}
      cancelText={sync.cancelLabel}
      confirmLoading={sync.submitting}
      width={560}
      wrapProps={{ 'data-testid': `${testId}-sync-dialog` }}
    >
      <Form layout="vertical">
        <Form.Item label={sync.scopeTypeLabel} htmlFor={`${testId}-scope-type`}>
          <Select<SyncScopeType>
            id={`${testId}-scope-type`}
            value={type}
            options={sync.types.map((option) => ({ value: option.value, label: option.label }))}
            onChange={(next) => {
              setType(next);
              setPicks([]);
            }}
            data-testid={`${testId}-scope-type`}
          />
        </Form.Item>
        <Form.Item label={sync.scopeLabel} required validateStatus={error ? 'error' : undefined} help={error}>
          {browserType ? (
            <Browser
              key={browserType}
              type={browserType}
              module="hrm"
              multiple
              value={picks}
              onChange={setPicks}
              aria-label={sync.scopeLabel}
              data-testid={`${testId}-scope`}
            />
          ) : (
            <span data-testid={`${testId}-scope-all`}>
              {sync.types.find((o) => o.value === 'all')?.label}
            </span>
          )}
        </Form.Item>
        {sync.showSwitches && (
          <>
            <Form.Item label={sync.isDefaultLabel} htmlFor={`${testId}-is-default`}>
              <Switch
                id={`${testId}-is-default`}
                checked={isDefault}
                onChange={setIsDefault}
                data-testid={`${testId}-is-default`}
              />
            </Form.Item>
            <Form.Item label={sync.syncColumnWidthLabel} htmlFor={`${testId}-sync-width`}>
              <Switch
                id={`${testId}-sync-width`}
                checked={syncColumnWidth}
                onChange={setSyncColumnWidth}
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
