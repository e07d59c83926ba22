import type { ActionSheetProps } from '@suite-ui/core/react';
import type { ActionSheetItemView } from '@suite-ui/core';
import { rovingFocusKeyDown } from '@suite-ui/core/dom';
import { useActionSheet } from '@suite-ui/core/react';
import { Button, Grid, Popup } from 'antd-mobile';
import { useEffect, useId, useRef } from 'react';
import './action-sheet.css';

const FIRST_ACTION = 'button:not(:disabled)';

function NormalAction({
  item,
  choose,
}: {
  item: ActionSheetItemView;
  choose(item: ActionSheetItemView): void;
}) {
  return (
    <button
      type="button"
      className="suite-m-action-sheet__action"
      data-danger={item.danger || undefined}
      disabled={item.disabled}
      onClick={() => choose(item)}
      data-testid={item.testId}
    >
      <span className="suite-m-action-sheet__name">{item.text}</span>
      {item.description && <span className="suite-m-action-sheet__description">{item.description}</span>}
    </button>
  );
}

function TileAction({
  item,
  choose,
}: {
  item: ActionSheetItemView;
  choose(item: ActionSheetItemView): void;
}) {
  return (
    <button
      type="button"
      className="suite-m-action-sheet__tile"
      disabled={item.disabled}
      onClick={() => choose(item)}
      data-testid={item.testId}
    >
      <span aria-hidden className="suite-m-action-sheet__glyph" style={{ background: item.background }}>
        {item.glyph}
      </span>
      {item.text}
    </button>
  );
}

/**
 * An action sheet on mobile (spec 2.3), sliding up from the bottom: the normal form is a column of
 * actions, the grid and share forms tiles in rows of four (share offers the suite's share targets).
 * It is a modal dialog for screen readers; the focus moves to its first action, the arrow keys, Home
 * and End move among the actions (by rows in a grid), Escape closes it and the focus returns to what
 * opened it. (antd-mobile's own ActionSheet renders its actions as anchors without href, which the
 * keyboard cannot reach.)
 */
export function ActionSheet({ open, onSelect, onClose, ...options }: ActionSheetProps) {
  const sheet = useActionSheet(options);
  const opener = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open) return undefined;
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    // antd-mobile's Popup does not close on Escape (WAI-ARIA dialog): listen while open
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  const choose = (item: ActionSheetItemView) => {
    onSelect(item.key, item);
    onClose();
  };
  const items = sheet.rows.flat();
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      afterShow={() => dialog.current?.querySelector<HTMLElement>(FIRST_ACTION)?.focus()}
      afterClose={() => opener.current?.focus()}
      bodyClassName="suite-m-action-sheet"
      destroyOnClose
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={sheet.title ? titleId : undefined}
        data-testid="action-sheet"
        data-form={sheet.form}
        onKeyDown={rovingFocusKeyDown({ items: 'button', columns: sheet.columns })}
      >
        {sheet.title && (
          <div id={titleId} className="suite-m-action-sheet__title">
            {sheet.title}
          </div>
        )}
        {sheet.form === 'normal' ? (
          <div className="suite-m-action-sheet__list">
            {items.map((item) => (
              <NormalAction key={item.key} item={item} choose={choose} />
            ))}
          </div>
        ) : (
          <Grid columns={sheet.columns} gap={8} className="suite-m-action-sheet__grid">
            {items.map((item) => (
              <Grid.Item key={item.key}>
                <TileAction item={item} choose={choose} />
              </Grid.Item>
            ))}
          </Grid>
        )}
        <div className="suite-m-action-sheet__cancel">
          <Button block fill="none" size="large" onClick={onClose} data-testid="action-sheet-cancel">
            {sheet.cancelText}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

export type { ActionSheetProps } from '@suite-ui/core/react';
