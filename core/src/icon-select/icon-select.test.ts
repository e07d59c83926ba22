import { connectEnv } from '../shared/connect';
import { contrastRatio } from '../shared/palette';
import {
  GENERIC_ICON_COUNT,
  MODULE_ICONS,
  iconSelectTexts,
  iconSelectView,
  moduleIcon,
  searchIcons,
} from '.';

describe('module icon catalogue (spec 3)', () => {
  it('has about 222 entries, keys 1-65 generic, then the named modules', () => {
    expect(MODULE_ICONS).toHaveLength(222);
    expect(MODULE_ICONS.slice(0, GENERIC_ICON_COUNT).map((i) => i.key)).toEqual(
      Array.from({ length: 65 }, (_, n) => String(n + 1)),
    );
    expect(MODULE_ICONS.map((i) => i.index)).toEqual(MODULE_ICONS.map((_, n) => n + 1));
    expect(new Set(MODULE_ICONS.map((i) => i.key)).size).toBe(222);
    for (const icon of MODULE_ICONS) expect(['y', 'b', 'r', 'i', 'g']).toContain(icon.colour);
    expect(MODULE_ICONS.filter((i) => i.name).length).toBe(222 - 65);
  });

  it.each([
    'saleChance',
    'mainline',
    'task',
    'calendar',
    'document',
    'workflow',
    'orderform',
    'workreport',
    'customer',
    'clue',
    'contact',
    'contract',
    'email',
    'meeting',
    'hrm',
    'okr',
    'invoice',
    'fna',
    'docCompared',
    'analyze',
  ])('names the spec module %s', (key) => {
    expect(moduleIcon(key)?.name).toBeTruthy();
  });

  it('finds icons by key, number, Chinese or English name', () => {
    expect(moduleIcon(12)?.key).toBe('12');
    expect(moduleIcon('nothing')).toBeUndefined();
    expect(searchIcons('流程').map((i) => i.key)).toEqual(['workflow']);
    expect(searchIcons('WORKFLOW').map((i) => i.key)).toEqual(['workflow']);
    expect(searchIcons('')).toHaveLength(222);
    expect(searchIcons('.*')).toEqual([]);
  });

  it('groups tiles by colour and labels them in the locale', () => {
    const view = iconSelectView('task', 'task', connectEnv(iconSelectTexts, 'en_US', 'desktop'));
    const tiles = view.groups.flatMap((g) => g.icons);
    expect(tiles.find((t) => t.key === 'task')).toMatchObject({ label: 'Task', glyph: 'T', selected: true });
    expect(view.text).toBe('Task');
    expect(view.groups.every((g) => g.title.length > 0)).toBe(true);
  });
});

describe('icon tile colours', () => {
  it('every tile has a background white text reads on at AA (the bright yellow would not)', () => {
    const view = iconSelectView('', null, connectEnv(iconSelectTexts, 'en_US', 'desktop'));
    const backgrounds = new Set(view.groups.flatMap((group) => group.icons.map((icon) => icon.background)));
    expect(backgrounds.size).toBe(5);
    for (const background of backgrounds)
      expect(contrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
  });
});
