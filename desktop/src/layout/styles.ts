// Styles of the desktop layout as objects: the package has no CSS-module typing, and these few
// rules need no cascade.
import type { CSSProperties } from 'react';

export const rootStyle: CSSProperties = { minHeight: '100vh' };
export const headerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  color: 'var(--ant-color-white)',
};
/** The header on a phone-wide screen: antd's 50 px side padding would leave its content no room. */
export const narrowHeaderStyle: CSSProperties = { ...headerStyle, gap: 8, paddingInline: 12 };
export const sideStyle: CSSProperties = {
  position: 'relative',
  borderInlineEnd: '1px solid var(--ant-color-split)',
};
// What the side box holds stays in view while the content scrolls (a long menu scrolls inside it),
// so an entry low in the menu is reached without scrolling the page away from the content; the box
// itself still spans the page, background and border included.
export const sideContentStyle: CSSProperties = {
  position: 'sticky',
  insetBlockStart: 0,
  maxHeight: '100vh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
};
export const resizerStyle: CSSProperties = {
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: -3,
  width: 6,
  cursor: 'col-resize',
  zIndex: 2,
};
export const contentStyle: CSSProperties = { position: 'relative', padding: '12px 24px 24px', minWidth: 0 };
/** The content on a phone-wide screen: the same, with the side margins a phone can spare. */
export const narrowContentStyle: CSSProperties = { ...contentStyle, paddingInline: 12 };
export const togglesStyle: CSSProperties = { display: 'flex', gap: 4, marginBlockEnd: 8 };
export const stateStyle: CSSProperties = { padding: '48px 0' };
export const spinSpaceStyle: CSSProperties = { height: 120 };
