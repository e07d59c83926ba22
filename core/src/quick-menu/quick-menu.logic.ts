import {
  SUITE_COLOURS,
  SUITE_COLOUR_HEX,
  suiteColour,
  suiteColourAt,
  type SuiteColour,
} from '../shared/suite-colour';

export { SUITE_COLOURS, SUITE_COLOUR_HEX, suiteColour, suiteColourAt, type SuiteColour };

/** spec 9: quick menu border radius. */
export const QUICK_MENU_RADIUS = '50%';

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
