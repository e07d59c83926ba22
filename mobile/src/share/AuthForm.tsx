import { useAuthForm, type AuthFormProps } from '@suite-ui/core/react';
import { Button, Checkbox, DotLoading, ErrorBlock, Input, List, NoticeBar, Popup } from 'antd-mobile';
import { Browser } from '../browser';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';
import './share.css';

/**
 * The mobile auth form (spec 3, 4) as a full-screen page: add (default) or edit a share, targets
 * picked with the browser, security level range, role and position level, sub-organisations, the
 * matrix items' conditions. It pushes no route of its own: the browser it opens does (spec 2.2), and
 * two dialog routes at once would close each other.
 */
export function AuthForm(props: AuthFormProps) {
  const form = useAuthForm({ ...props, platform: 'mobile' });
  const cancel = () => props.onCancel?.();
  const { targetType, targets, seclevel, roleLevel, positionLevel, subordinate, matrix, values } = form;
  return (
    <Popup visible position="right" bodyClassName="suite-m-share__form-body">
      <div role="dialog" aria-label={form.title} data-testid="share-auth-form">
        <header className="suite-m-share__form-header">
          <Button size="small" fill="none" onClick={cancel} data-testid="share-auth-cancel">
            {form.cancelLabel}
          </Button>
          <h2 className="suite-m-share__form-title">{form.title}</h2>
          <span className="suite-m-share__form-spacer" />
        </header>
        {form.status === 'loading' && (
          <div className="suite-m-share__form-loading">
            {form.statusText}
            <DotLoading />
          </div>
        )}
        {form.status === 'error' && (
          <ErrorBlock status="default" title={form.statusText} description="">
            <Button color="primary" onClick={form.retry} data-testid="share-auth-retry">
              {form.retryLabel}
            </Button>
          </ErrorBlock>
        )}
        {form.status === 'ready' && (
          <>
            <List>
              <List.Item
                title={<label htmlFor="share-auth-target-type">{targetType.label}</label>}
                extra={
                  <select
                    id="share-auth-target-type"
                    value={values.targetType}
                    onChange={(event) => {
                      const option = targetType.options.find((o) => o.value === event.target.value);
                      if (option) targetType.set(option.value);
                    }}
                    className="suite-m-share__select"
                    data-testid="share-auth-target-type"
                  >
                    {targetType.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                }
              />
              {targets.browserType && (
                <List.Item title={targets.label} description={targets.error}>
                  <Browser
                    key={targets.browserType}
                    type={targets.browserType}
                    multiple
                    embedded
                    aria-label={targets.label}
                    value={values.targets}
                    onChange={targets.set}
                    data-testid="share-auth-targets"
                  />
                </List.Item>
              )}
              <List.Item title={seclevel.label} description={seclevel.error}>
                <div className="suite-m-share__range">
                  <Input
                    type="number"
                    aria-label={seclevel.minLabel}
                    value={String(values.seclevelMin)}
                    onChange={(text) => seclevel.set(Number(text), values.seclevelMax)}
                    data-testid="share-auth-seclevel-min"
                  />
                  <span aria-hidden>-</span>
                  <Input
                    type="number"
                    aria-label={seclevel.maxLabel}
                    value={String(values.seclevelMax)}
                    onChange={(text) => seclevel.set(values.seclevelMin, Number(text))}
                    data-testid="share-auth-seclevel-max"
                  />
                </div>
              </List.Item>
              {roleLevel.visible && (
                <List.Item
                  title={<label htmlFor="share-auth-role-level">{roleLevel.label}</label>}
                  extra={
                    <select
                      id="share-auth-role-level"
                      value={values.roleLevel}
                      onChange={(event) => roleLevel.set(Number(event.target.value))}
                      className="suite-m-share__select"
                    >
                      {roleLevel.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  }
                />
              )}
              {positionLevel.visible && (
                <List.Item
                  title={<label htmlFor="share-auth-position-level">{positionLevel.label}</label>}
                  extra={
                    <select
                      id="share-auth-position-level"
                      value={values.positionLevel}
                      onChange={(event) => positionLevel.set(Number(event.target.value))}
                      className="suite-m-share__select"
                    >
                      {positionLevel.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  }
                />
              )}
              {subordinate.visible && (
                <List.Item>
                  <Checkbox
                    checked={values.subordinate}
                    onChange={subordinate.set}
                    data-testid="share-auth-subordinate"
                  >
                    {subordinate.label}
                  </Checkbox>
                </List.Item>
              )}
            </List>
            {matrix.failed && (
              <NoticeBar
                color="alert"
                content={matrix.failedText}
                extra={
                  <Button size="mini" onClick={matrix.retry}>
                    {form.retryLabel}
                  </Button>
                }
              />
            )}
            {matrix.items.length > 0 && (
              <List header={matrix.label} data-testid="share-auth-matrix">
                {matrix.items.map((item) => (
                  <List.Item
                    key={item.id}
                    description={item.conditions.map((condition) => (
                      <div key={condition.key} data-testid="share-auth-condition">
                        {condition.text}
                      </div>
                    ))}
                  >
                    {item.name}
                  </List.Item>
                ))}
              </List>
            )}
            {form.saveError && (
              <NoticeBar color="alert" content={form.saveError} data-testid="share-auth-save-error" />
            )}
            <div className="suite-m-share__form-footer">
              <Button
                block
                color="primary"
                loading={form.saving}
                onClick={form.save}
                data-testid="share-auth-save"
              >
                {form.saveLabel}
              </Button>
            </div>
          </>
        )}
      </div>
      <SaveProblemDialog problem={form.problem} testId="share-auth" />
    </Popup>
  );
}
