import { useCallback, useMemo, useState } from 'react';
import {
  boxSelectionView,
  toggleBoxSelection,
  type BoxOption,
  type BoxSelectionView,
} from '../../box-selection';
import type { MessageKey, MessageParams } from '../../i18n';
import { translate } from '../../box-selection/messages';
import { useLocale } from '../use-locale';

/** Props of both skins' `BoxSelection`. */
export interface BoxSelectionProps {
  options: readonly BoxOption[];
  /** Several boxes at once (check boxes) instead of one (radio boxes). */
  multiple?: boolean;
  /** Most boxes on at once when multiple. */
  max?: number;
  /** The selected values (controlled). */
  value?: readonly string[];
  /** The first selection when uncontrolled. */
  defaultValue?: readonly string[];
  /** Boxes per row (default 3). */
  columns?: number;
  onChange?: (value: string[]) => void;
  /** Accessible name of the group. */
  ariaLabel?: string;
  testId?: string;
}

/** The box selection's view plus `toggle(value)`. */
export interface BoxSelectionFieldView extends BoxSelectionView {
  columns: number;
  toggle(value: string): void;
}

/** Boxes to pick one or several of; the cap and single mode are core's rules. */
export function useBoxSelection({
  options,
  multiple,
  max,
  value,
  defaultValue,
  columns = 3,
  onChange,
}: BoxSelectionProps): BoxSelectionFieldView {
  // the feature's own translate (not useT): using it keeps the registration of its texts in a bundle
  const locale = useLocale();
  const t = useCallback<(key: MessageKey, params?: MessageParams) => string>(
    (key, params) => translate(locale, key, params),
    [locale],
  );
  const [own, setOwn] = useState<readonly string[]>(() => defaultValue ?? []);
  const selected = value ?? own;
  return useMemo(() => {
    const mode = { multiple, max };
    const view = boxSelectionView(options, selected, mode, t);
    return {
      ...view,
      columns: Number.isInteger(columns) && columns > 0 ? columns : 3,
      toggle: (next: string) => {
        const after = toggleBoxSelection(options, view.selected, next, mode);
        if (after.length === view.selected.length && after.every((v, i) => v === view.selected[i])) return;
        if (value === undefined) setOwn(after);
        onChange?.(after);
      },
    };
  }, [options, selected, multiple, max, t, columns, value, onChange]);
}
