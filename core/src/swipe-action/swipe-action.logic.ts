import { SUITE_COLOUR_HEX, suiteColour, type SuiteColour } from '../shared/suite-colour';
import type { ConnectEnv } from '../shared/connect';

/** One action revealed by swiping a row. */
export interface SwipeActionItem {
  key: string;
  text: string;
  /** Which edge it is revealed from: swiping left reveals the right ones (default right). */
  side?: 'left' | 'right';
  /** A suite colour; destructive actions default to red, the others to blue. */
  colour?: SuiteColour;
  danger?: boolean;
}

/** One action as a skin renders it. */
export interface SwipeActionItemView {
  key: string;
  text: string;
  /** Background (white text on it passes AA). */
  background: string;
  testId: string;
}

/** What a skin renders for a swipeable row. */
export interface SwipeActionView {
  left: SwipeActionItemView[];
  right: SwipeActionItemView[];
  /** Accessible name of the group of actions (desktop shows them as buttons). */
  groupLabel: string;
}

/** The row's actions split by side, with colours (red for destructive unless told otherwise). */
export function swipeActionView(
  title: string,
  actions: readonly SwipeActionItem[],
  env: Pick<ConnectEnv, 't'>,
): SwipeActionView {
  const view = (action: SwipeActionItem): SwipeActionItemView => ({
    key: action.key,
    text: action.text,
    background: SUITE_COLOUR_HEX[suiteColour(action.colour ?? (action.danger ? 'red' : 'blue'), 0)],
    testId: `swipe-action-${action.key}`,
  });
  return {
    left: actions.filter((a) => a.side === 'left').map(view),
    right: actions.filter((a) => a.side !== 'left').map(view),
    groupLabel: env.t('swipe-action.actions', { title }),
  };
}
