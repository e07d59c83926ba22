import type { ReactElement, ReactNode } from 'react';
import type { PopupInput } from '../../popup';

/** Props of both skins' `Popup`. */
export interface PopupProps extends PopupInput {
  /** What shows in the popup. */
  content: ReactNode;
  /** The trigger: one element that takes a ref and event handlers (a button, an input, a region). */
  children: ReactElement<Record<string, unknown>>;
  /** Test id of the floating part. */
  testId?: string;
}
