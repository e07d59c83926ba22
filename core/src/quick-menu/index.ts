export {
  QUICK_MENU_RADIUS,
  SUITE_COLOURS,
  SUITE_COLOUR_HEX,
  quickMenuView,
  suiteColour,
  suiteColourAt,
  type QuickMenuAction,
  type QuickMenuActionView,
  type QuickMenuView,
  type SuiteColour,
} from './quick-menu.logic';
export { quickMenuTexts } from './messages';
