import { Popup } from 'antd-mobile';
import type { KeyboardEvent, ReactNode } from 'react';

const SHEET_STYLE = { overflow: 'auto', borderTopLeftRadius: 8, borderTopRightRadius: 8 } as const;

/**
 * The card list's bottom sheet (column settings, filters, a row's edit): a popup closed by its mask
 * or the back gesture, holding one named dialog.
 */
export function TableSheet({
  visible,
  onClose,
  label,
  testId,
  maxHeight = '80vh',
  onKeyDown,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  testId: string;
  maxHeight?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ ...SHEET_STYLE, maxHeight }}
      destroyOnClose
    >
      <div role="dialog" aria-label={label} onKeyDown={onKeyDown} data-testid={testId}>
        {children}
      </div>
    </Popup>
  );
}
