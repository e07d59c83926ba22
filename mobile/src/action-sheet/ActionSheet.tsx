import type { ActionSheetProps } from '@suite-ui/core/react';
import type { ActionSheetItemView } from '@suite-ui/core';
import { useActionSheet } from '@suite-ui/core/react';
import { ActionSheet as AdmActionSheet, Button, Grid, Popup } from 'antd-mobile';
import { useEffect, useId, useRef } from 'react';

/**
 * An action sheet on mobile (spec 2.3): the normal form is antd-mobile's ActionSheet, the grid and
 * share forms a bottom panel of tiles in rows of four (share offers the suite's share targets).
 * When it closes the focus returns to what opened it.
 */
export function ActionSheet({ open, onSelect, onClose, ...options }: ActionSheetProps) {
  const sheet = useActionSheet(options);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open) return undefined;
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    // antd-mobile's sheets do not close on Escape (WAI-ARIA dialog): listen while open
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  const returnFocus = () => opener.current?.focus();
  const choose = (item: ActionSheetItemView) => {
    onSelect(item.key, item);
    onClose();
  };
  if (sheet.form === 'normal') {
    return (
      <AdmActionSheet
        visible={open}
        extra={sheet.title}
        cancelText={sheet.cancelText}
        actions={sheet.rows.flat().map((item) => ({
          key: item.key,
          text: <span data-testid={item.testId}>{item.text}</span>,
          description: item.description,
          disabled: item.disabled,
          danger: item.danger,
        }))}
        onAction={(action) => {
          const item = sheet.rows.flat().find((i) => i.key === action.key);
          if (item) choose(item);
        }}
        onClose={onClose}
        afterClose={returnFocus}
        popupClassName="suite-m-action-sheet"
        data-testid="action-sheet"
      />
    );
  }
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} afterClose={returnFocus} destroyOnClose>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={sheet.title ? titleId : undefined}
        data-testid="action-sheet"
        data-form={sheet.form}
        style={{ padding: '12px 12px 0' }}
      >
        {sheet.title && (
          <div
            id={titleId}
            style={{ textAlign: 'center', padding: 8, color: 'var(--adm-color-text-secondary)' }}
          >
            {sheet.title}
          </div>
        )}
        <Grid columns={sheet.columns} gap={8}>
          {sheet.rows.flat().map((item) => (
            <Grid.Item key={item.key}>
              <button
                type="button"
                disabled={item.disabled}
                onClick={() => choose(item)}
                data-testid={item.testId}
                style={{
                  width: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 6,
                  padding: '8px 0',
                  border: 0,
                  background: 'none',
                  color: 'var(--adm-color-text)',
                  fontSize: 'var(--adm-font-size-6)',
                }}
              >
                <span
                  aria-hidden
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    background: item.background,
                    color: '#fff',
                    fontSize: 'var(--adm-font-size-8)',
                  }}
                >
                  {item.glyph}
                </span>
                {item.text}
              </button>
            </Grid.Item>
          ))}
        </Grid>
        <Button block fill="none" size="large" onClick={onClose} data-testid="action-sheet-cancel">
          {sheet.cancelText}
        </Button>
      </div>
    </Popup>
  );
}

export type { ActionSheetProps } from '@suite-ui/core/react';
