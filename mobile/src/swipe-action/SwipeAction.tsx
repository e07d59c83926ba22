import type { SwipeActionProps } from '@suite-ui/core/react';
import { useSwipeAction } from '@suite-ui/core/react';
import { SwipeAction as AdmSwipeAction, List } from 'antd-mobile';

/** A row that reveals its actions when swiped (spec 2.3), over antd-mobile SwipeAction. */
export function SwipeAction({ title, actions, onAction, children, testId }: SwipeActionProps) {
  const view = useSwipeAction(title, actions);
  const toActions = (side: typeof view.left) =>
    side.map((action) => ({
      key: action.key,
      text: <span data-testid={action.testId}>{action.text}</span>,
      color: action.background,
    }));
  return (
    <div data-testid={testId} role="group" aria-label={view.groupLabel}>
      <AdmSwipeAction
        leftActions={toActions(view.left)}
        rightActions={toActions(view.right)}
        onAction={(action) => onAction(String(action.key))}
      >
        <List.Item>{children ?? title}</List.Item>
      </AdmSwipeAction>
    </div>
  );
}

export type { SwipeActionProps } from '@suite-ui/core/react';
