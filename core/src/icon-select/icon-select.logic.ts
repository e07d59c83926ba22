import type { Locale } from '../i18n';
import { NAMED_MODULES } from './module-icons.data';

/** spec 3, 9: the icon colours by letter (yellow, blue, red, indigo, green). */
export const ICON_COLOURS = { y: 'yellow', b: 'blue', r: 'red', i: 'indigo', g: 'green' } as const;

export type IconColourLetter = keyof typeof ICON_COLOURS;

/** One entry of the module icon catalogue (spec 3). */
export interface ModuleIcon {
  /** Position in the catalogue, from 1. */
  index: number;
  /** '1' to '65' for the generic custom icons, else the module's key (`task`, `workflow` ...). */
  key: string;
  /** Colour letter: y, b, r, i or g. */
  colour: IconColourLetter;
  /** CSS class of the glyph in the suite's icon font. */
  iconClass: string;
  /** Display name of a named module (zh_CN); absent for generic icons. */
  name?: string;
  /** English display name of a named module. */
  nameEn?: string;
}

/** spec 3: keys 1 to 65 are generic custom icons. */
export const GENERIC_ICON_COUNT = 65;

const letters: IconColourLetter[] = ['y', 'b', 'r', 'i', 'g'];

function build(): ModuleIcon[] {
  const icons: ModuleIcon[] = [];
  for (let n = 1; n <= GENERIC_ICON_COUNT; n++) {
    icons.push({
      index: n,
      key: String(n),
      colour: letters[(n - 1) % 5] as IconColourLetter,
      iconClass: `icon-custom-${n}`,
    });
  }
  NAMED_MODULES.split('\n').forEach((line) => {
    const [key = '', name = '', nameEn = ''] = line.split('|');
    const index = icons.length + 1;
    icons.push({
      index,
      key,
      colour: letters[(index - 1) % 5] as IconColourLetter,
      iconClass: `icon-module-${key}`,
      name,
      nameEn,
    });
  });
  return icons;
}

/** The module icon catalogue (spec 3): 65 generic icons, then the named modules; about 222 entries. */
export const MODULE_ICONS: readonly ModuleIcon[] = Object.freeze(build());

const byKey = new Map(MODULE_ICONS.map((icon) => [icon.key, icon]));

/** The icon of a module key (`'task'`, `'12'` or `12`), or undefined. */
export function moduleIcon(key: string | number): ModuleIcon | undefined {
  return byKey.get(String(key).trim());
}

/** The name an icon shows in `locale`: the module's name, or its number for a generic icon. */
export function iconLabel(icon: ModuleIcon, locale: Locale = 'zh_CN'): string {
  return (locale === 'en_US' ? icon.nameEn : icon.name) ?? icon.key;
}

/**
 * Icons whose key, Chinese or English name contains `keyword` (plain text, case-insensitive), in
 * catalogue order; a blank keyword gives them all.
 */
export function searchIcons(keyword: string): ModuleIcon[] {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return MODULE_ICONS.slice();
  return MODULE_ICONS.filter((icon) =>
    [icon.key, icon.name ?? '', icon.nameEn ?? ''].some((text) => text.toLowerCase().includes(needle)),
  );
}

/** Icons grouped by colour, in the order y, b, r, i, g; empty groups dropped. */
export function iconsByColour(
  icons: readonly ModuleIcon[],
): { colour: IconColourLetter; icons: ModuleIcon[] }[] {
  return letters
    .map((colour) => ({ colour, icons: icons.filter((icon) => icon.colour === colour) }))
    .filter((group) => group.icons.length > 0);
}
