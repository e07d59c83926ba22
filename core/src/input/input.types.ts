/** How a text input is set up (spec 2.3 mobile input; spec 5 string length). */
export interface InputOptions {
  /** The field's label, shown beside (mobile) or above (desktop) the box. */
  label?: string;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  /** Hint in the empty box; defaults to "Enter {label}". */
  placeholder?: string;
  /** Marks the field required; an empty value is an error once the field is left or validated. */
  required?: boolean;
  /** Shows the value as text (or the empty text) instead of a box. */
  readOnly?: boolean;
  /** Shows the box greyed out; it takes no input. */
  disabled?: boolean;
  /** Most length, counted as spec 5 counts strings (ASCII 1, other characters 3); longer input is cut. */
  maxLength?: number;
  /** Shows the length counter; on by default when `maxLength` is set. */
  showCount?: boolean;
  /** Offers a clear button while there is text (default true). */
  clearable?: boolean;
  /** A message from the host (a server check, a form): shown under the field, before the required one. */
  error?: string;
}

/** The rules an input follows once its options are read. */
export interface InputRules {
  /** Positive whole most length, or null for none. */
  maxLength: number | null;
  showCount: boolean;
  clearable: boolean;
}
