export {
  swipeActionView,
  type SwipeActionItem,
  type SwipeActionItemView,
  type SwipeActionView,
} from './swipe-action.logic';
export { swipeActionTexts } from './messages';
