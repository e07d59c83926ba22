export { useSwipeAction } from './use-swipe-action';
