import type { BadgeProps } from '@suite-ui/core/react';
import { useBadge } from '@suite-ui/core/react';
import { Badge as AdmBadge } from 'antd-mobile';

/** A count badge (spec 9): the text comes from core, '99+' above the overflow. */
export function Badge({ count, overflow, children, testId = 'badge' }: BadgeProps) {
  const text = useBadge(count, overflow);
  return (
    <span data-testid={testId} data-text={text}>
      <AdmBadge content={text || null}>{children}</AdmBadge>
    </span>
  );
}

export type { BadgeProps } from '@suite-ui/core/react';
