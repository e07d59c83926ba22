// spec 2.3 mobile title: a section title with a size level, an optional description, count badge
// (spec 9 overflow 99, the badge's rule) and action, and an optional open/close of its section.
import type { Platform } from '../shared/platform';
import { badgeText } from '../small-widgets';
import type { TitleLevel } from './title.types';

/** The title levels. */
export const TITLE_LEVELS: readonly TitleLevel[] = [1, 2, 3];

/** Font sizes in px per platform and level (the spec gives none: phones one step smaller at the top). */
export const TITLE_SIZES: Readonly<Record<Platform, Readonly<Record<TitleLevel, number>>>> = Object.freeze({
  desktop: Object.freeze({ 1: 20, 2: 16, 3: 14 }),
  mobile: Object.freeze({ 1: 18, 2: 16, 3: 14 }),
});

/** A level from the host: 1, 2 or 3; anything else is 2. */
export function titleLevel(level: number | undefined): TitleLevel {
  return level === 1 || level === 2 || level === 3 ? level : 2;
}

/** The heading level announced: the host's (1 to 6), else one below the page's own title. */
export function titleHeadingLevel(level: TitleLevel, headingLevel?: number): number {
  if (headingLevel !== undefined && Number.isInteger(headingLevel) && headingLevel >= 1 && headingLevel <= 6)
    return headingLevel;
  return level + 1;
}

/** The count badge's text: '' for none, the count, or "99+" above 99 (the badge's rule). */
export function titleCountText(count: number | undefined): string {
  return count === undefined ? '' : badgeText(count);
}
