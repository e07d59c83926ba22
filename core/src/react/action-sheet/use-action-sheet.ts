import { useMemo } from 'react';
import {
  actionSheetTexts,
  actionSheetView,
  type ActionSheetOptions,
  type ActionSheetView,
} from '../../action-sheet';
import { useLocale } from '../use-locale';

/** An action sheet's view model (spec 2.3): its items in rows by form, share targets, texts. */
export function useActionSheet({ form, items, perRow, title }: ActionSheetOptions): ActionSheetView {
  const locale = useLocale();
  return useMemo(
    () =>
      actionSheetView(
        { form, items, perRow, title },
        { t: (key, params) => actionSheetTexts.translate(locale, key, params) },
      ),
    [form, items, perRow, title, locale],
  );
}
