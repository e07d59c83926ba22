import { useState } from 'react';
import type { BrowserSelectedItem } from '../../browser';

/** What a types browser (several types in one field) needs: the chosen type and that type's share of the value. */
export interface TypesBrowserState {
  type: string;
  setType(type: string): void;
  /** The picks of the chosen type. */
  value: BrowserSelectedItem[];
  /** Replaces the picks of the chosen type, keeping the others. */
  onChange(picked: BrowserSelectedItem[]): void;
}

/** spec 3 TYPESBROWSER: one field over several browser types; the value keeps picks of every type. */
export function useTypesBrowser(
  types: readonly { type: string }[],
  value: readonly BrowserSelectedItem[] = [],
  onChange?: (value: BrowserSelectedItem[]) => void,
): TypesBrowserState {
  const [type, setType] = useState(types[0]?.type ?? 'resource');
  return {
    type,
    setType,
    value: value.filter((item) => item.type === type),
    onChange: (picked) => onChange?.([...value.filter((item) => item.type !== type), ...picked]),
  };
}
