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

/** spec 9: quick menu border radius. */
export const QUICK_MENU_RADIUS = '50%';

/** The colour for the item at `index` when it names none: the suite colours in turn. */
export function suiteColourAt(index: number): SuiteColour {
  const n = SUITE_COLOURS.length;
  return SUITE_COLOURS[((Math.trunc(index) % n) + n) % n] as SuiteColour;
}

/** A known suite colour, or the one at `index` in turn. */
export function suiteColour(value: unknown, index: number): SuiteColour {
  return SUITE_COLOURS.includes(value as SuiteColour) ? (value as SuiteColour) : suiteColourAt(index);
}

/** One action of the quick menu. */
export interface QuickMenuAction {
  key: string;
  text: string;
  /** One of the suite colours; by default they go in turn. */
  colour?: SuiteColour;
}

/** One action as a skin renders it. */
export interface QuickMenuActionView {
  key: string;
  text: string;
  colour: SuiteColour;
  /** Background colour (white text on it passes AA). */
  background: string;
  testId: string;
}

/** What a skin renders for the quick menu. */
export interface QuickMenuView {
  actions: QuickMenuActionView[];
  /** spec 9: 50 %. */
  radius: string;
  /** Colour of the floating button. */
  background: string;
  texts: { open: string; close: string };
}

/** The quick menu's view model: actions with their colours, the round button, its texts. */
export function quickMenuView(
  actions: readonly QuickMenuAction[],
  t: (key: 'quick-menu.open' | 'quick-menu.close') => string,
): QuickMenuView {
  return {
    actions: actions.map((action, index) => {
      const colour = suiteColour(action.colour, index);
      return {
        key: action.key,
        text: action.text,
        colour,
        background: SUITE_COLOUR_HEX[colour],
        testId: `quick-menu-action-${action.key}`,
      };
    }),
    radius: QUICK_MENU_RADIUS,
    background: SUITE_COLOUR_HEX.blue,
    texts: { open: t('quick-menu.open'), close: t('quick-menu.close') },
  };
}
