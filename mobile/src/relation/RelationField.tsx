import { useRelationField, type RelationSkinProps } from '@suite-ui/core/react';
import { Button, NoticeBar, Tag } from 'antd-mobile';
import { BrowserPage } from '../browser/BrowserPage';
import './relation.css';

export type RelationFieldProps = RelationSkinProps;

/**
 * Related records of one kind on a mobile card (spec 2.3): the linked rows (finished or deleted
 * marked), the spec 8 add button opening the full-screen picker, 'not associated' when empty.
 */
export function RelationField(props: RelationFieldProps) {
  const { relation: view, browser, testId } = useRelationField({ ...props, platform: 'mobile' });
  return (
    <section
      data-testid={testId}
      className="suite-relation suite-m-relation"
      aria-label={view.title}
      aria-busy={view.saving}
    >
      <div className="suite-m-relation__header">
        <strong>{view.title}</strong>
        {!view.readOnly && (
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={browser.openDialog}
            disabled={view.saving}
            data-testid={`${testId}-add`}
          >
            {view.addLabel}
          </Button>
        )}
      </div>
      {view.readOnlyText && <span className="suite-m-relation__note">{view.readOnlyText}</span>}
      {view.info && (
        <div role="status" data-testid={`${testId}-info`}>
          <NoticeBar content={view.info} color="info" closeable onClose={view.dismissInfo} />
        </div>
      )}
      {view.error && (
        <div role="alert" data-testid={`${testId}-error`}>
          <NoticeBar content={view.error} color="alert" />
        </div>
      )}
      {view.rows.length === 0 ? (
        <span className="suite-m-relation__note" data-testid={`${testId}-empty`}>
          {view.placeholder}
        </span>
      ) : (
        <ul className="suite-m-relation__rows">
          {view.rows.map((row) => (
            <li
              key={row.id}
              data-testid={`${testId}-row`}
              data-id={row.id}
              data-status={row.status}
              className="suite-m-relation__row"
            >
              <span className="suite-m-relation__name">
                {row.href ? (
                  <a
                    href={row.href}
                    {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className="suite-m-relation__link"
                    data-testid={`${testId}-link`}
                  >
                    {row.name}
                  </a>
                ) : (
                  row.name
                )}
              </span>
              {row.statusText && (
                <Tag color={row.status === 'deleted' ? 'danger' : 'success'} fill="outline">
                  {row.statusText}
                </Tag>
              )}
              {!view.readOnly && (
                <button
                  type="button"
                  aria-label={row.removeLabel}
                  onClick={row.remove}
                  disabled={view.saving}
                  data-testid={`${testId}-remove`}
                  className="suite-m-relation__remove"
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <BrowserPage browser={browser} routeId={`${testId}-browser`} />
    </section>
  );
}
