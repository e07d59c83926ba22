import { PlusOutlined } from '@ant-design/icons';
import { useRelationField, type RelationSkinProps } from '@suite-ui/core/react';
import { Alert, Button, Tag, Typography } from 'antd';
import { BrowserDialog } from '../browser/BrowserDialog';
import './relation.css';

export type RelationFieldProps = RelationSkinProps;

/**
 * Related records of one kind on a card (spec 2.3): the linked rows (finished or deleted marked),
 * an add button with the spec 8 label that opens the browser picker, and 'not associated' when empty.
 * Only the difference of a change is sent (spec 4); the record itself cannot be linked (spec 8).
 */
export function RelationField(props: RelationFieldProps) {
  const { relation: view, browser, testId } = useRelationField({ ...props, platform: 'desktop' });
  return (
    <section data-testid={testId} className="suite-relation" aria-label={view.title} aria-busy={view.saving}>
      <div className="suite-relation__header">
        <Typography.Text strong>{view.title}</Typography.Text>
        {!view.readOnly && (
          <Button
            size="small"
            type="link"
            icon={<PlusOutlined />}
            onClick={browser.openDialog}
            disabled={view.saving}
            data-testid={`${testId}-add`}
          >
            {view.addLabel}
          </Button>
        )}
      </div>
      {view.readOnlyText && (
        <Typography.Text type="secondary" className="suite-relation__read-only">
          {view.readOnlyText}
        </Typography.Text>
      )}
      {view.info && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={view.dismissInfo}
          title={view.info}
          role="status"
          data-testid={`${testId}-info`}
          className="suite-relation__notice"
        />
      )}
      {view.error && (
        <Alert
          type="error"
          showIcon
          title={view.error}
          data-testid={`${testId}-error`}
          className="suite-relation__notice"
        />
      )}
      {view.rows.length === 0 ? (
        <Typography.Text type="secondary" data-testid={`${testId}-empty`}>
          {view.placeholder}
        </Typography.Text>
      ) : (
        <ul className="suite-relation__rows">
          {view.rows.map((row) => (
            <li key={row.id} data-testid={`${testId}-row`} data-id={row.id} className="suite-relation__row">
              {row.href ? (
                <Typography.Link
                  href={row.href}
                  {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="suite-relation__name"
                  ellipsis
                  data-testid={`${testId}-link`}
                >
                  {row.name}
                </Typography.Link>
              ) : (
                <Typography.Text delete={row.status === 'deleted'} className="suite-relation__name" ellipsis>
                  {row.name}
                </Typography.Text>
              )}
              {row.statusText && (
                <Tag color={row.status === 'deleted' ? 'red' : undefined} className="suite-relation__status">
                  {row.statusText}
                </Tag>
              )}
              {!view.readOnly && (
                <Button
                  size="small"
                  type="text"
                  aria-label={row.removeLabel}
                  onClick={row.remove}
                  disabled={view.saving}
                  data-testid={`${testId}-remove`}
                >
                  ×
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {browser.dialog.open && <BrowserDialog browser={browser} />}
    </section>
  );
}
