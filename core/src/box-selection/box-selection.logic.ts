import type { MessageKey, MessageParams } from '../i18n';
import {
  boxSelectionCap,
  toggleBoxSelection,
  type BoxOption,
  type BoxSelectionMode,
} from '../shared/box-selection';

export { toggleBoxSelection, type BoxOption, type BoxSelectionMode };

/** A box as the skins draw it. */
export interface BoxView extends BoxOption {
  on: boolean;
  /** Disabled by itself or because the cap is reached and it is off. */
  blocked: boolean;
  testId: string;
}

/** What a box selection shows; both skins render only this. */
export interface BoxSelectionView {
  boxes: BoxView[];
  /** 'checkbox' boxes in multiple mode, 'radio' boxes in single mode. */
  role: 'checkbox' | 'radio';
  groupRole: 'group' | 'radiogroup';
  selected: string[];
  /** The count line in multiple mode ('' in single mode). */
  countText: string;
  /** True when the cap is reached. */
  full: boolean;
  /** Says the cap when it is reached ('' otherwise). */
  fullText: string;
  /** The line under the boxes: the count and, when reached, the cap ('' when neither). */
  statusText: string;
}

/** The view of a box selection from its options, the selected values and the mode. */
export function boxSelectionView(
  options: readonly BoxOption[],
  selected: readonly string[],
  mode: BoxSelectionMode,
  t: (key: MessageKey, params?: MessageParams) => string,
): BoxSelectionView {
  const known = selected.filter((v) => options.some((o) => o.value === v));
  const kept = mode.multiple ? known : known.slice(0, 1);
  const cap = boxSelectionCap(mode);
  const full = cap !== null && kept.length >= cap;
  const countText = !mode.multiple
    ? ''
    : cap !== null
      ? t('box-selection.countOf', { count: kept.length, max: cap })
      : t('box-selection.count', { count: kept.length });
  const fullText = full && cap !== null ? t('box-selection.full', { max: cap }) : '';
  return {
    boxes: options.map((o) => {
      const on = kept.includes(o.value);
      return { ...o, on, blocked: Boolean(o.disabled) || (full && !on), testId: `box-${o.value}` };
    }),
    role: mode.multiple ? 'checkbox' : 'radio',
    groupRole: mode.multiple ? 'group' : 'radiogroup',
    selected: kept,
    countText,
    full,
    fullText,
    statusText: [countText, fullText].filter(Boolean).join(' · '),
  };
}
