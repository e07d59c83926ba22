import { useT } from '@suite-ui/core/react';
import { LeftOutline } from 'antd-mobile-icons';
import type { CSSProperties, ReactNode } from 'react';

const barStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  height: 45,
  padding: '0 12px',
  borderBottom: '1px solid var(--adm-color-border)',
  background: 'var(--adm-color-background)',
};
const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: 'var(--adm-font-size-10, 18px)',
  fontWeight: 'normal',
  textAlign: 'center',
};
const backStyle: CSSProperties = {
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  border: 0,
  padding: '4px 0',
  background: 'none',
  color: 'var(--adm-color-text)',
  fontSize: 'var(--adm-font-size-7, 15px)',
};
const rightStyle: CSSProperties = { justifySelf: 'end' };

export interface LayoutNavBarProps {
  title: ReactNode;
  /** Shows the back button. */
  canGoBack: boolean;
  onBack(): void;
  right?: ReactNode;
}

/**
 * The mobile navigation bar, drawn like antd-mobile's NavBar but with a real, named back
 * button (NavBar's left area is an unnamed role="button" whose label is hidden from assistive technology).
 */
export function LayoutNavBar({ title, canGoBack, onBack, right }: LayoutNavBarProps) {
  const t = useT();
  return (
    <header style={barStyle} data-testid="layout-nav-bar">
      <span>
        {canGoBack && (
          <button type="button" style={backStyle} onClick={onBack} data-testid="layout-nav-back">
            <LeftOutline aria-hidden fontSize={20} />
            {t('common.back')}
          </button>
        )}
      </span>
      <h1 style={titleStyle}>{title}</h1>
      <span style={rightStyle}>{right}</span>
    </header>
  );
}
