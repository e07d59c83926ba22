import { SUITE_COLOUR_HEX } from '../shared/suite-colour';
import type { ConnectEnv } from '../shared/connect';
import {
  ICON_COLOURS,
  iconLabel,
  iconsByColour,
  moduleIcon,
  searchIcons,
  type IconColourLetter,
} from './icon-select.logic';

/** One tile of the icon grid. */
export interface IconTileView {
  key: string;
  label: string;
  /** Letter shown on the tile: the name's first character, or the number. */
  glyph: string;
  iconClass: string;
  colour: IconColourLetter;
  /** The tile's background: the suite colour in the shade white text reads on at AA. */
  background: string;
  selected: boolean;
  testId: string;
}

/** What both skins render for an icon selector. */
export interface IconSelectView {
  groups: { colour: IconColourLetter; title: string; icons: IconTileView[] }[];
  keyword: string;
  searchPlaceholder: string;
  emptyText: string;
  label: string;
  /** The chosen icon's label, or the placeholder. */
  text: string;
  selectedKey: string | null;
}

/** The icon selector's view (spec 1, 3): tiles grouped by colour, filtered by the keyword. */
export function iconSelectView(keyword: string, selectedKey: string | null, env: ConnectEnv): IconSelectView {
  const groups = iconsByColour(searchIcons(keyword)).map((group) => ({
    colour: group.colour,
    title: env.t(`icon-select.colour.${ICON_COLOURS[group.colour]}`),
    icons: group.icons.map((icon) => {
      const label = iconLabel(icon, env.locale);
      return {
        key: icon.key,
        label,
        glyph: icon.name ? label.slice(0, 1).toUpperCase() : icon.key,
        iconClass: icon.iconClass,
        colour: icon.colour,
        background: SUITE_COLOUR_HEX[ICON_COLOURS[icon.colour]],
        selected: icon.key === selectedKey,
        testId: `icon-${icon.key}`,
      };
    }),
  }));
  const chosen = selectedKey === null ? undefined : moduleIcon(selectedKey);
  return {
    groups,
    keyword,
    searchPlaceholder: env.t('icon-select.search'),
    emptyText: env.t('icon-select.empty'),
    label: env.t('icon-select.label'),
    text: chosen ? iconLabel(chosen, env.locale) : env.t('icon-select.placeholder'),
    selectedKey: chosen ? chosen.key : null,
  };
}
