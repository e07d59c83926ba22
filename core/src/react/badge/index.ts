import { useMemo, type ReactNode } from 'react';
import { badgeText } from '../../small-widgets';

/** Props of both skins' `Badge`. */
export interface BadgeProps {
  /** The number to show; 0 or less shows nothing. */
  count: number;
  /** Above this the badge reads `${overflow}+` (default 99, spec 9). */
  overflow?: number;
  /** What the badge sits on. */
  children?: ReactNode;
  testId?: string;
}

/** A count badge's text (spec 9: '99+' above 99; '' shows nothing). */
export function useBadge(count: number, overflow?: number): string {
  return useMemo(() => badgeText(count, overflow), [count, overflow]);
}
