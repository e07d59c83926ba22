import { HrCardContext, useHrCard, useShowHrCard, type UseHrCardOptions } from '@suite-ui/core/react';
import { Button, DotLoading, ErrorBlock, List, Popup, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';

/** Props of `HrCardHost`: the page's HR card options and the page. */
export interface HrCardHostProps extends Omit<UseHrCardOptions, 'platform'> {
  children?: ReactNode;
}

/** The page's one HR card as a bottom popup (spec 2.2, 4); the same target reuses it. */
export function HrCardHost({ children, ...options }: HrCardHostProps) {
  const card = useHrCard({ ...options, platform: 'mobile' });
  return (
    <HrCardContext.Provider value={card}>
      {children}
      <Popup visible={card.open} onMaskClick={card.close} onClose={card.close}>
        <div
          role="dialog"
          aria-label={card.title}
          data-testid="hr-card"
          data-key={card.key ?? ''}
          data-opens={card.opens}
          style={{ padding: 16 }}
        >
          <h2 style={{ fontSize: 17, margin: '0 0 8px' }}>
            {card.title} {card.kindLabel && <Tag>{card.kindLabel}</Tag>}
          </h2>
          {card.status === 'loading' && (
            <span>
              {card.texts.loading}
              <DotLoading />
            </span>
          )}
          {card.status === 'error' && (
            <ErrorBlock status="default" title={card.texts.error} description="">
              <Button onClick={card.retry} data-testid="hr-card-retry">
                {card.texts.retry}
              </Button>
            </ErrorBlock>
          )}
          {card.status === 'shown' && (
            <List>
              {card.fields.map((field) => (
                <List.Item key={field.key} extra={field.value}>
                  {field.label}
                </List.Item>
              ))}
            </List>
          )}
          <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            {card.route && (
              <a href={card.route} data-testid="hr-card-page">
                {card.openPageLabel}
              </a>
            )}
            <Button size="small" onClick={card.close} style={{ marginInlineStart: 'auto' }}>
              {card.texts.close}
            </Button>
          </div>
        </div>
      </Popup>
    </HrCardContext.Provider>
  );
}

/** A person's or organisation's name that opens its HR card. */
export function HrCardLink({ type, id, name }: { type: string; id: string; name: string }) {
  const show = useShowHrCard();
  return (
    <Button
      size="mini"
      fill="none"
      color="primary"
      onClick={() => show({ type, id, name })}
      data-testid="hr-card-link"
      data-id={id}
    >
      {name}
    </Button>
  );
}
