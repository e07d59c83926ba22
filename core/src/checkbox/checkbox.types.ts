import type { BoxOption } from '../box-selection';

/** One check box of a group: a value, its label, and whether it can be ticked. */
export type CheckboxOption = Pick<BoxOption, 'value' | 'label' | 'disabled'>;

/** How the boxes are laid out: one per line, side by side (wrapping), or in a grid of columns. */
export type CheckboxLayout = 'vertical' | 'horizontal' | 'grid';

/** How a check box group is set up (spec 2.3 mobile checkbox; spec 9 grid of 4 columns). */
export interface CheckboxOptions {
  options: readonly CheckboxOption[];
  /** The group's label (also its accessible name). */
  label?: string;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  /** Default 'vertical' on mobile, 'horizontal' on desktop. */
  layout?: CheckboxLayout;
  /** Columns of the grid layout (default 4, spec 9). */
  columns?: number;
  /** Most boxes ticked at once (no cap when unset); the other boxes are blocked at the cap. */
  max?: number;
  /** At least one box must be ticked; the message shows once the group was used or validated. */
  required?: boolean;
  /** Shows the ticked labels as text (or the empty text) instead of boxes. */
  readOnly?: boolean;
  /** Every box greyed out. */
  disabled?: boolean;
  /** A message from the host, shown under the group before the required one. */
  error?: string;
}
