import { useMemo } from 'react';
import {
  swipeActionTexts,
  swipeActionView,
  type SwipeActionItem,
  type SwipeActionView,
} from '../../swipe-action';
import { useLocale } from '../use-locale';

/** A swipeable row's actions by side, with their colours and the group's accessible name. */
export function useSwipeAction(title: string, actions: readonly SwipeActionItem[]): SwipeActionView {
  const locale = useLocale();
  return useMemo(
    () =>
      swipeActionView(title, actions, {
        t: (key, params) => swipeActionTexts.translate(locale, key, params),
      }),
    [title, actions, locale],
  );
}
