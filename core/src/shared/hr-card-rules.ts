// HR cards (spec 2.2, 4, 9): which card a person or organisation opens, its width and its page.
import { assertPathId } from './detail-link';
import { fillPathTemplate } from './url-safety';

/** Person and organisation kinds an HR card can be asked for (spec 3 "Person/organisation target"). */
export type HrTargetType =
  | 'resource'
  | 'user'
  | 'external'
  | 'wechat'
  | 'department'
  | 'subcompany'
  | 'organization'
  | 'position'
  | 'group'
  | 'role'
  | 'unitGroup';

/** The card a popup shows (spec 4 "HR card type"). */
export type HrCardType =
  | 'inside'
  | 'external'
  | 'wechat'
  | 'department'
  | 'subcompany'
  | 'position'
  | 'group'
  | 'role'
  | 'unitGroup';

const CARD_TYPES: Readonly<Record<HrTargetType, HrCardType>> = {
  resource: 'inside',
  user: 'inside',
  external: 'external',
  wechat: 'wechat',
  // spec 4: organization maps to the department card (through the special-page route)
  organization: 'department',
  department: 'department',
  subcompany: 'subcompany',
  position: 'position',
  group: 'group',
  role: 'role',
  unitGroup: 'unitGroup',
};

/** spec 2.2: the full-page routes of HR cards; groups, roles and unit groups have none. */
const CARD_PAGES: Partial<Record<HrTargetType, string>> = {
  resource: '/sp/hrm/profileInfo/{id}',
  user: '/sp/hrm/profileInfo/{id}',
  external: '/sp/hrm/profileInfo/{id}',
  wechat: '/sp/hrm/profileInfo/{id}',
  department: '/sp/hrm/orgCard/{id}',
  subcompany: '/sp/hrm/orgCard/{id}',
  organization: '/sp/hrm/orgCard/{id}',
  position: '/sp/hrm/positionCard/{id}',
};

/** spec 9: HR card popup width 510, 310 for position-like types, 410 for external/wechat; margin 10. */
export const HR_CARD_WIDTH = 510;
export const HR_CARD_NARROW_WIDTH = 310;
export const HR_CARD_EXTERNAL_WIDTH = 410;
export const HR_CARD_MARGIN = 10;

// spec 9 says "310 for position-like types"; issue 15 pins it down: the position card only (roles,
// groups and unit groups list members and take the full 510)
const NARROW_CARDS = new Set<HrCardType>(['position']);

function isHrTargetType(type: unknown): type is HrTargetType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(CARD_TYPES, type);
}

/** The popup card type for a target kind (spec 4), or `null` for an unknown kind. */
export function hrCardType(type: string): HrCardType | null {
  return isHrTargetType(type) ? CARD_TYPES[type] : null;
}

/**
 * The full-page route of an HR card (spec 2.2), or `null` when the kind has none or the id is empty.
 * Throws `UnsafePathIdError` for an id that is a dot segment (`..`, `.`, `%2E%2E`) or holds a path
 * separator (issue 13), like `buildDetailLink`.
 */
export function hrCardPath(type: string, id: string | number): string | null {
  const template = isHrTargetType(type) ? CARD_PAGES[type] : undefined;
  if (!template || String(id ?? '').trim() === '') return null;
  assertPathId(id);
  return fillPathTemplate(template, { id });
}

/** Width of the HR card popup for a card type (spec 9). */
export function hrCardWidth(cardType: HrCardType): number {
  if (cardType === 'external' || cardType === 'wechat') return HR_CARD_EXTERNAL_WIDTH;
  return NARROW_CARDS.has(cardType) ? HR_CARD_NARROW_WIDTH : HR_CARD_WIDTH;
}

/** What clicking a person or organisation does. */
export type HrCardDecision =
  | { kind: 'none' }
  | {
      kind: 'popup';
      cardType: HrCardType;
      width: number;
      /** Same key for the same target, so the popup instance is reused (spec 4). */
      key: string;
      /** The card's full page, when the kind has one. */
      pagePath: string | null;
    };

/**
 * spec 2.2: a popup card opens for a person or organisation unless the global flag disables
 * HR cards (or the target is unknown).
 */
export function decideHrCard(
  target: { type: string; id: string | number },
  options: { hrCardDisabled?: boolean } = {},
): HrCardDecision {
  const cardType = hrCardType(target?.type);
  const id = String(target?.id ?? '').trim();
  if (options.hrCardDisabled === true || cardType === null || id === '') return { kind: 'none' };
  try {
    assertPathId(id);
  } catch {
    // an id that would leave its route gets no card (and no page) at all
    return { kind: 'none' };
  }
  return {
    kind: 'popup',
    cardType,
    width: hrCardWidth(cardType),
    key: `${cardType}:${id}`,
    pagePath: hrCardPath(target.type, id),
  };
}
