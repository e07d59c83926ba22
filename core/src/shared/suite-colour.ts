// The suite's accent colours (spec 9), shared by the quick menu, action sheet, swipe actions and icon
// select.

/** spec 9: the suite's accent colours, named as the module icon catalogue's letters (r, b, y, i, g). */
export type SuiteColour = 'red' | 'blue' | 'yellow' | 'indigo' | 'green';

export const SUITE_COLOURS: readonly SuiteColour[] = ['red', 'blue', 'yellow', 'indigo', 'green'];

/**
 * The colours as backgrounds under white text: each shade is chosen so white text on it meets
 * WCAG AA (4.5:1), which the bright defaults (yellow above all) do not.
 */
export const SUITE_COLOUR_HEX: Readonly<Record<SuiteColour, string>> = {
  red: '#cf1322',
  blue: '#0958d9',
  yellow: '#ad4e00',
  indigo: '#3b3ba8',
  green: '#237804',
};

/** The colour for the item at `index` when it names none: the suite colours in turn. */
export function suiteColourAt(index: number): SuiteColour {
  const n = SUITE_COLOURS.length;
  return SUITE_COLOURS[((Math.trunc(index) % n) + n) % n] as SuiteColour;
}

/** A known suite colour, or the one at `index` in turn. */
export function suiteColour(value: unknown, index: number): SuiteColour {
  return SUITE_COLOURS.includes(value as SuiteColour) ? (value as SuiteColour) : suiteColourAt(index);
}
