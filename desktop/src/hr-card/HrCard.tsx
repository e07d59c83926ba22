import { HrCardContext, useHrCard, useShowHrCard, type UseHrCardOptions } from '@suite-ui/core/react';
import { Button, Descriptions, Modal, Result, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';

/** Props of `HrCardHost`: the page's HR card options and the page. */
export interface HrCardHostProps extends Omit<UseHrCardOptions, 'platform'> {
  children?: ReactNode;
}

/**
 * The page's one HR popup card (spec 2.2, 4, 9): `HrCardLink`s inside open it; the same target
 * reuses the open instance; nothing opens when `disabled` (the host's global flag).
 */
export function HrCardHost({ children, ...options }: HrCardHostProps) {
  const card = useHrCard({ ...options, platform: 'desktop' });
  return (
    <HrCardContext.Provider value={card}>
      {children}
      <Modal
        open={card.open}
        width={`min(${card.width}px, calc(100vw - ${card.margin * 2}px))`}
        onCancel={card.close}
        footer={
          card.route ? (
            <Button type="link" href={card.route} data-testid="hr-card-page">
              {card.openPageLabel}
            </Button>
          ) : null
        }
        title={
          <span>
            {card.title} {card.kindLabel && <Tag>{card.kindLabel}</Tag>}
          </span>
        }
        wrapProps={{ 'data-testid': 'hr-card', 'data-key': card.key ?? '', 'data-opens': card.opens }}
      >
        {card.status === 'loading' && <Spin description={card.texts.loading} />}
        {card.status === 'error' && (
          <Result
            status="warning"
            title={card.texts.error}
            extra={
              <Button onClick={card.retry} data-testid="hr-card-retry">
                {card.texts.retry}
              </Button>
            }
          />
        )}
        {card.status === 'shown' && (
          <Descriptions
            column={1}
            size="small"
            items={card.fields.map((field) => ({
              key: field.key,
              label: field.label,
              children: field.value,
            }))}
          />
        )}
      </Modal>
    </HrCardContext.Provider>
  );
}

/** A person's or organisation's name that opens its HR card. */
export function HrCardLink({ type, id, name }: { type: string; id: string; name: string }) {
  const show = useShowHrCard();
  return (
    <Button
      type="link"
      size="small"
      onClick={() => show({ type, id, name })}
      data-testid="hr-card-link"
      data-id={id}
    >
      {name}
    </Button>
  );
}
