export {
  GENERIC_ICON_COUNT,
  ICON_COLOURS,
  MODULE_ICONS,
  iconLabel,
  iconsByColour,
  moduleIcon,
  searchIcons,
  type IconColourLetter,
  type ModuleIcon,
} from './icon-select.logic';
export { iconSelectView, type IconSelectView, type IconTileView } from './icon-select.view';
export { iconSelectTexts } from './messages';
