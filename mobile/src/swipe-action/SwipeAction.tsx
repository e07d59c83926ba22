import type { SwipeActionItem } from '@suite-ui/core';
import { useSwipeAction } from '@suite-ui/core/react';
import { SwipeAction as AdmSwipeAction, List } from 'antd-mobile';
import type { ReactNode } from 'react';

/** Props of a swipeable row. */
export interface SwipeActionProps {
  /** The row's name (the actions' group is labelled with it). */
  title: string;
  actions: readonly SwipeActionItem[];
  onAction: (key: string) => void;
  /** The row's content (its title by default). */
  children?: ReactNode;
  testId?: string;
}

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
