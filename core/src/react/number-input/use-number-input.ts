import { useCallback, useMemo, useState } from 'react';
import {
  numberInputBounds,
  numberInputView,
  readNumberText,
  stepNumber,
  type NumberInputView,
} from '../../number-input';
import type { MessageKey, MessageParams } from '../../i18n';
import { translate } from '../../number-input/messages';
import { useLocale } from '../use-locale';

/** Props of both skins' `NumberInput` (spec 5: bounds ±9007199254740991, step 1 by default). */
export interface NumberInputProps {
  /** The value (controlled); null is empty. */
  value?: number | null;
  /** The first value when uncontrolled. */
  defaultValue?: number | null;
  /** Lowest value accepted (default -9007199254740991). */
  min?: number;
  /** Highest value accepted (default 9007199254740991). */
  max?: number;
  /** What the buttons and arrow keys add or take away (default 1). */
  step?: number;
  /** Decimals kept and shown. */
  precision?: number;
  disabled?: boolean;
  /** Called with each accepted value (clamped to the bounds); null when emptied. */
  onChange?: (value: number | null) => void;
  /** Accessible name of the box. */
  ariaLabel?: string;
  testId?: string;
}

/** The number input's view plus its intents: type, commit (blur or Enter), step, arrow keys. */
export interface NumberInputFieldView extends NumberInputView {
  input(text: string): void;
  commit(): void;
  increment(): void;
  decrement(): void;
  /** Handles ArrowUp, ArrowDown, Enter and Escape; true when the key was used. */
  keyDown(key: string): boolean;
}

/** A number input kept within its bounds: typing shows why a draft is refused, blur clamps it. */
export function useNumberInput(props: NumberInputProps): NumberInputFieldView {
  const { value: controlled, defaultValue = null, min, max, step, precision, disabled, onChange } = props;
  // the feature's own translate (not useT): using it keeps the registration of its texts in a bundle
  const locale = useLocale();
  const t = useCallback<(key: MessageKey, params?: MessageParams) => string>(
    (key, params) => translate(locale, key, params),
    [locale],
  );
  const [own, setOwn] = useState<number | null>(defaultValue);
  const [draft, setDraft] = useState<string | null>(null);
  const value = controlled !== undefined ? controlled : own;
  const bounds = useMemo(() => numberInputBounds({ min, max, step, precision }), [min, max, step, precision]);

  const accept = useCallback(
    (next: number | null) => {
      setDraft(null);
      if (controlled === undefined) setOwn(next);
      if (next !== value) onChange?.(next);
    },
    [controlled, value, onChange],
  );

  return useMemo(() => {
    const view = numberInputView({ value, draft, disabled }, bounds, t);
    const current = draft === null ? value : readNumberText(draft, bounds).value;
    const stepBy = (direction: 1 | -1) => {
      if (view.disabled) return;
      accept(stepNumber(current, direction, bounds));
    };
    return {
      ...view,
      input: (text: string) => {
        if (!view.disabled) setDraft(text);
      },
      commit: () => {
        if (draft === null) return;
        const reading = readNumberText(draft, bounds);
        if (reading.problem === 'invalid') setDraft(null);
        else accept(reading.value);
      },
      increment: () => stepBy(1),
      decrement: () => stepBy(-1),
      keyDown: (key: string) => {
        if (key === 'ArrowUp') stepBy(1);
        else if (key === 'ArrowDown') stepBy(-1);
        else if (key === 'Escape') setDraft(null);
        else if (key === 'Enter') {
          if (draft !== null) {
            const reading = readNumberText(draft, bounds);
            if (reading.problem === 'invalid') setDraft(null);
            else accept(reading.value);
          }
        } else return false;
        return true;
      },
    };
  }, [value, draft, disabled, bounds, t, accept]);
}
