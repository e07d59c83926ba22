export { SwipeAction, type SwipeActionProps } from './SwipeAction';
