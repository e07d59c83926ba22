import { useMemo } from 'react';
import {
  advancedSearchTexts,
  lightFilterView,
  type LightFilterView,
  type SearchFieldView,
} from '../../advanced-search';
import { connectEnv } from '../../shared/connect';
import { useLocale } from '../use-locale';

/** The light filter's chips over the advanced search's conditions (`useAdvancedSearch().search.fields`). */
export function useLightFilter(fields: readonly SearchFieldView[]): LightFilterView {
  const locale = useLocale();
  return useMemo(
    () => lightFilterView(fields, connectEnv(advancedSearchTexts, locale, 'desktop').t),
    [fields, locale],
  );
}
