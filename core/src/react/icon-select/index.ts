import type { UseIconSelectOptions } from './use-icon-select';

export { useIconSelect, type IconSelectFieldView, type UseIconSelectOptions } from './use-icon-select';

/** Props of both skins' `IconSelector`. */
export type IconSelectorProps = Omit<UseIconSelectOptions, 'platform'> & {
  /** Test id of the selector's root (default 'icon-select'). */
  testId?: string;
};
