import type { ActionSheetProps } from '@suite-ui/core/react';
import type { ActionSheetItemView } from '@suite-ui/core';
import { rovingFocusKeyDown } from '@suite-ui/core/dom';
import { useActionSheet } from '@suite-ui/core/react';
import { Button, Modal, Typography } from 'antd';

/**
 * An action sheet on desktop (spec 2.3) as a dialog: the normal form is a column of actions, the
 * grid and share forms tiles in rows of four (share offers the suite's share targets). Escape or
 * cancel closes it and the focus returns to what opened it; the arrow keys, Home and End move among
 * the actions (by rows in the grid forms).
 */
export function ActionSheet({ open, onSelect, onClose, ...options }: ActionSheetProps) {
  const sheet = useActionSheet(options);
  const choose = (item: ActionSheetItemView) => {
    onSelect(item.key, item);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={sheet.title}
      onCancel={onClose}
      width={sheet.form === 'normal' ? 360 : 480}
      destroyOnHidden
      footer={
        <Button block onClick={onClose} data-testid="action-sheet-cancel">
          {sheet.cancelText}
        </Button>
      }
      wrapProps={{ 'data-testid': 'action-sheet', 'data-form': sheet.form }}
    >
      <div
        role="group"
        aria-label={sheet.title ?? undefined}
        onKeyDown={rovingFocusKeyDown({ items: 'button', columns: sheet.columns })}
        style={
          sheet.form === 'normal'
            ? { display: 'flex', flexDirection: 'column', gap: 4 }
            : { display: 'grid', gridTemplateColumns: `repeat(${sheet.columns}, 1fr)`, gap: 12 }
        }
      >
        {sheet.rows.flat().map((item) =>
          sheet.form === 'normal' ? (
            <Button
              key={item.key}
              type="text"
              block
              danger={item.danger}
              disabled={item.disabled}
              onClick={() => choose(item)}
              data-testid={item.testId}
              style={{ height: 'auto', padding: '8px 12px', flexDirection: 'column' }}
            >
              <span>{item.text}</span>
              {item.description && <Typography.Text type="secondary">{item.description}</Typography.Text>}
            </Button>
          ) : (
            <Button
              key={item.key}
              type="text"
              disabled={item.disabled}
              onClick={() => choose(item)}
              data-testid={item.testId}
              style={{ height: 'auto', padding: 8, flexDirection: 'column', gap: 6 }}
            >
              <span
                aria-hidden
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  background: item.background,
                  color: 'var(--ant-color-text-light-solid)',
                  fontWeight: 600,
                }}
              >
                {item.glyph}
              </span>
              <span>{item.text}</span>
            </Button>
          ),
        )}
      </div>
    </Modal>
  );
}

export type { ActionSheetProps } from '@suite-ui/core/react';
