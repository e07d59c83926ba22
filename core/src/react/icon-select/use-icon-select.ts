import { useMemo, useState } from 'react';
import { iconSelectTexts, iconSelectView, type IconSelectView } from '../../icon-select';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useLocale } from '../use-locale';

/** Options of `useIconSelect`. */
export interface UseIconSelectOptions {
  platform: Platform;
  /** Key of the icon chosen at first. */
  defaultValue?: string | null;
  /** Called with the chosen icon's key. */
  onChange?: (key: string) => void;
}

/** The icon selector's view with its intents. */
export interface IconSelectFieldView extends IconSelectView {
  search(keyword: string): void;
  select(key: string): void;
}

/** An icon selector (spec 1, 3): the module icons by colour, searched by name or number. */
export function useIconSelect({
  platform,
  defaultValue = null,
  onChange,
}: UseIconSelectOptions): IconSelectFieldView {
  const locale = useLocale();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string | null>(defaultValue);
  return useMemo(
    () => ({
      ...iconSelectView(keyword, selected, connectEnv(iconSelectTexts, locale, platform)),
      search: setKeyword,
      select: (key: string) => {
        setSelected(key);
        onChange?.(key);
      },
    }),
    [keyword, selected, locale, platform, onChange],
  );
}
