import type { SwipeActionProps } from '@suite-ui/core/react';
import { useSwipeAction } from '@suite-ui/core/react';
import { Button, Flex } from 'antd';
import './swipe-action.css';

/**
 * The desktop counterpart of a mobile swipe action (spec 2.3): there is no swipe with a mouse, so
 * the row shows its actions as buttons at either end, in the same colours.
 */
export function SwipeAction({ title, actions, onAction, children, testId }: SwipeActionProps) {
  const view = useSwipeAction(title, actions);
  const buttons = (side: typeof view.left) =>
    side.map((action) => (
      <Button
        key={action.key}
        size="small"
        type="primary"
        // the action's own colour (core's palette, dark in both themes): white words read on it
        style={{ background: action.background, color: 'var(--ant-color-white)' }}
        onClick={() => onAction(action.key)}
        data-testid={action.testId}
      >
        {action.text}
      </Button>
    ));
  return (
    <Flex align="center" gap={8} data-testid={testId} className="suite-swipe-action">
      {view.left.length > 0 && (
        <Flex gap={4} role="group" aria-label={view.groupLabel}>
          {buttons(view.left)}
        </Flex>
      )}
      <div className="suite-swipe-action__content">{children ?? title}</div>
      {view.right.length > 0 && (
        <Flex gap={4} role="group" aria-label={view.groupLabel}>
          {buttons(view.right)}
        </Flex>
      )}
    </Flex>
  );
}

export type { SwipeActionProps } from '@suite-ui/core/react';
