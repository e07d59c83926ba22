import { FloatingPopup, type PopupProps } from '@suite-ui/core/react';

// antd-mobile's variables give the floating part its look
const surface = {
  zIndex: 1030,
  background: 'var(--adm-color-background)',
  boxShadow: '0 0 30px color-mix(in srgb, var(--adm-color-text-dark-solid) 20%, transparent)',
  borderRadius: 8,
  padding: '8px 12px',
  maxWidth: 'calc(100vw - 16px)',
  fontSize: 'var(--adm-font-size-7)',
};

/**
 * A mobile popup (spec 4, 9) on @floating-ui/react: click, focus or context-menu (long press) trigger
 * with the suite's delays, bottomLeft by default; a tap outside or Escape hides it.
 */
export function Popup(props: PopupProps) {
  return <FloatingPopup {...props} platform="mobile" surface={surface} />;
}

export type { PopupProps } from '@suite-ui/core/react';
