import { FloatingPopup, type PopupProps } from '@suite-ui/core/react';
import { theme } from 'antd';

/**
 * A desktop popup (spec 4, 9) on @floating-ui/react: hover, click, focus or context-menu trigger with
 * the suite's delays, bottomLeft by default; a click outside or Escape hides it. antd's tokens give
 * the floating part its look.
 */
export function Popup(props: PopupProps) {
  const { token } = theme.useToken();
  return (
    <FloatingPopup
      {...props}
      platform="desktop"
      surface={{
        zIndex: token.zIndexPopupBase + 30,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadiusLG,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        maxWidth: 320,
      }}
    />
  );
}

export type { PopupProps } from '@suite-ui/core/react';
