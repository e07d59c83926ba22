import type { ReactNode } from 'react';
import type { SwipeActionItem } from '../../swipe-action';

/** Props of both skins' `SwipeAction` row. */
export interface SwipeActionProps {
  /** The row's name (the actions' group is labelled with it). */
  title: string;
  actions: readonly SwipeActionItem[];
  onAction: (key: string) => void;
  /** The row's content (its title by default). */
  children?: ReactNode;
  testId?: string;
}
