export {
  BADGE_OVERFLOW,
  FILTER_BUTTONS_PER_LINE,
  FILTER_BUTTONS_ROW_HEIGHT,
  GRID_CHECKBOX_COLUMNS,
  NUMBER_INPUT_DEFAULTS,
  RATE_DEFAULTS,
  badgeText,
  chunkIntoRows,
  clampNumber,
  parseFlexValue,
} from './small-widgets.logic';
