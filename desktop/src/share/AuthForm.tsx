import { useAuthForm, type AuthFormProps } from '@suite-ui/core/react';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  InputNumber,
  Modal,
  Result,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useSyncExternalStore } from 'react';
import { Browser } from '../browser';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';
import './share.css';

/**
 * The desktop auth form (spec 3, 4) in a dialog: add (default) or edit a share: the target type,
 * its targets picked with the browser, the security level range, role level, position level,
 * sub-organisations, and the matrix items' rule conditions; then save.
 */
export function AuthForm(props: AuthFormProps) {
  const form = useAuthForm({ ...props, platform: 'desktop' });
  // the dialog lives in a portal on document.body: a server renders nothing, and hydration opens it
  const inBrowser = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  const { targetType, targets, seclevel, roleLevel, positionLevel, subordinate, matrix, values } = form;
  return (
    <Modal
      open={inBrowser}
      title={form.title}
      width={640}
      onCancel={props.onCancel}
      destroyOnHidden
      mask={{ closable: false }}
      wrapProps={{ 'data-testid': 'share-auth-form' }}
      footer={
        <Space>
          <Button onClick={props.onCancel} data-testid="share-auth-cancel">
            {form.cancelLabel}
          </Button>
          <Button
            type="primary"
            loading={form.saving}
            disabled={form.status !== 'ready'}
            onClick={form.save}
            data-testid="share-auth-save"
          >
            {form.saveLabel}
          </Button>
        </Space>
      }
    >
      {form.status === 'loading' && <Spin aria-label={form.statusText} />}
      {form.status === 'error' && (
        <Result
          status="error"
          title={form.statusText}
          extra={
            <Button onClick={form.retry} data-testid="share-auth-retry">
              {form.retryLabel}
            </Button>
          }
        />
      )}
      {form.status === 'ready' && (
        <Form layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
          <Form.Item label={targetType.label} htmlFor="share-auth-target-type">
            <Select
              id="share-auth-target-type"
              value={values.targetType}
              options={targetType.options}
              onChange={targetType.set}
              data-testid="share-auth-target-type"
            />
          </Form.Item>
          {targets.browserType && (
            <Form.Item
              label={targets.label}
              required
              validateStatus={targets.error ? 'error' : undefined}
              help={targets.error}
            >
              <Browser
                key={targets.browserType}
                type={targets.browserType}
                multiple
                embedded
                wrap
                aria-label={targets.label}
                value={values.targets}
                onChange={targets.set}
                data-testid="share-auth-targets"
              />
            </Form.Item>
          )}
          <Form.Item
            label={seclevel.label}
            validateStatus={seclevel.error ? 'error' : undefined}
            help={seclevel.error}
          >
            <Space>
              <InputNumber
                aria-label={seclevel.minLabel}
                min={seclevel.min}
                max={seclevel.max}
                precision={0}
                value={values.seclevelMin}
                onChange={(value) => seclevel.set(value ?? seclevel.min, values.seclevelMax)}
                data-testid="share-auth-seclevel-min"
              />
              <Typography.Text aria-hidden>-</Typography.Text>
              <InputNumber
                aria-label={seclevel.maxLabel}
                min={seclevel.min}
                max={seclevel.max}
                precision={0}
                value={values.seclevelMax}
                onChange={(value) => seclevel.set(values.seclevelMin, value ?? seclevel.max)}
                data-testid="share-auth-seclevel-max"
              />
            </Space>
          </Form.Item>
          {roleLevel.visible && (
            <Form.Item label={roleLevel.label} htmlFor="share-auth-role-level">
              <Select
                id="share-auth-role-level"
                value={values.roleLevel}
                options={roleLevel.options}
                onChange={roleLevel.set}
                data-testid="share-auth-role-level"
              />
            </Form.Item>
          )}
          {positionLevel.visible && (
            <Form.Item label={positionLevel.label} htmlFor="share-auth-position-level">
              <Select
                id="share-auth-position-level"
                value={values.positionLevel}
                options={positionLevel.options}
                onChange={positionLevel.set}
                data-testid="share-auth-position-level"
              />
            </Form.Item>
          )}
          {subordinate.visible && (
            <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
              <Checkbox
                checked={values.subordinate}
                onChange={(event) => subordinate.set(event.target.checked)}
                data-testid="share-auth-subordinate"
              >
                {subordinate.label}
              </Checkbox>
            </Form.Item>
          )}
          {(matrix.items.length > 0 || matrix.failed) && (
            <Form.Item label={matrix.label}>
              {matrix.failed ? (
                <Alert
                  type="warning"
                  title={matrix.failedText}
                  action={
                    <Button size="small" onClick={matrix.retry}>
                      {form.retryLabel}
                    </Button>
                  }
                />
              ) : (
                <ul className="suite-share__matrix" data-testid="share-auth-matrix">
                  {matrix.items.map((item) => (
                    <li key={item.id} className="suite-share__matrix-item">
                      <Typography.Text strong>{item.name}</Typography.Text>
                      {item.conditions.map((condition) => (
                        <div key={condition.key} data-testid="share-auth-condition">
                          <Typography.Text type="secondary">{condition.text}</Typography.Text>
                        </div>
                      ))}
                    </li>
                  ))}
                </ul>
              )}
            </Form.Item>
          )}
          {form.saveError && (
            <Alert type="error" showIcon title={form.saveError} data-testid="share-auth-save-error" />
          )}
        </Form>
      )}
      <SaveProblemDialog problem={form.problem} testId="share-auth" />
    </Modal>
  );
}

const subscribeToNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;
