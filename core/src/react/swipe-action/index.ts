export { useSwipeAction } from './use-swipe-action';
export type { SwipeActionProps } from './swipe-action.props';
