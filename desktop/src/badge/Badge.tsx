import type { BadgeProps } from '@suite-ui/core/react';
import { useBadge } from '@suite-ui/core/react';
import { Badge as AntBadge } from 'antd';

/** A count badge (spec 9): the text comes from core, '99+' above the overflow. */
export function Badge({ count, overflow, children, testId = 'badge' }: BadgeProps) {
  const text = useBadge(count, overflow);
  return (
    <span data-testid={testId} data-text={text}>
      <AntBadge count={text} showZero={false}>
        {children}
      </AntBadge>
    </span>
  );
}

export type { BadgeProps } from '@suite-ui/core/react';
