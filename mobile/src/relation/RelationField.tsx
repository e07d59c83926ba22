import { useRelationField, type RelationSkinProps } from '@suite-ui/core/react';
import { Button, NoticeBar, Tag } from 'antd-mobile';
import { BrowserPage } from '../browser/BrowserPage';

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
      className="suite-relation"
      aria-label={view.title}
      aria-busy={view.saving}
      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
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
      {view.readOnlyText && <span style={{ color: 'var(--adm-color-weak)' }}>{view.readOnlyText}</span>}
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
        <span style={{ color: 'var(--adm-color-weak)' }} data-testid={`${testId}-empty`}>
          {view.placeholder}
        </span>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {view.rows.map((row) => (
            <li
              key={row.id}
              data-testid={`${testId}-row`}
              data-id={row.id}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                minHeight: 44,
                borderBottom: '1px solid var(--adm-color-border)',
              }}
            >
              <span
                style={{
                  flex: 1,
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  textDecoration: row.status === 'deleted' ? 'line-through' : undefined,
                }}
              >
                {row.href ? (
                  <a
                    href={row.href}
                    {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    style={{ color: 'var(--adm-color-primary)' }}
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
                  style={{ border: 0, background: 'none', minWidth: 44, minHeight: 44, fontSize: 18 }}
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
