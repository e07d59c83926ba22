// HR cards of people and organisations (spec 2.2, 4, 9), built on the layout's card rules.
import { UnsafePathIdError } from '../shared/detail-link';
import { hrCardPath, hrCardType, hrCardWidth, type HrCardType } from '../shared/hr-card-rules';
import { entityTypeOf } from '../shared/target-codes';

/** The card kinds of a person or organisation target (spec 4 "HR card type"). */
export type HrCardKind =
  'inside' | 'external' | 'department' | 'subcompany' | 'position' | 'group' | 'role' | 'unitGroup';

/** What an HR card for a target is: its kind, its full-page route (or null) and its popup width. */
export interface HrCardTarget {
  kind: HrCardKind;
  /** spec 2.2: the card's page; `null` for groups, roles and unit groups (popup only). */
  route: string | null;
  /** spec 9: 510, 310 for a position, 410 for an external person. */
  popupWidth: number;
}

/**
 * A person or organisation target as spec 3 gives it: its type under `objType` (a name or its spec 9
 * code) or `_entityType`, or as `type`.
 */
export interface HrCardTargetRef {
  type?: string;
  _entityType?: string;
  objType?: string | number;
  id: string | number;
}

// spec 3 "Person/organisation target": objType or _entityType spellings
const ALIASES: Readonly<Record<string, string>> = { dept: 'department' };

function kindOf(cardType: HrCardType): HrCardKind {
  // a WeChat contact is an external person
  return cardType === 'wechat' ? 'external' : cardType;
}

/** The card's full-page route; none for an id that would leave its template (the popup still shows). */
function safeCardPath(type: string, id: string | number): string | null {
  try {
    return hrCardPath(type, id);
  } catch (error) {
    if (error instanceof UnsafePathIdError) return null;
    throw error;
  }
}

/**
 * spec 2.2 / 4 / 9: the HR card of a target. resource/user → inside, external → external (both on
 * the profile route), department/dept and organization → the org card as a department, subcompany
 * → the org card, position → the position card, group/role/unitGroup → popup only. `null` for a
 * type that has no card.
 */
export function hrCardFor(target: HrCardTargetRef): HrCardTarget | null {
  const entity = target ? entityTypeOf(target) : null;
  if (entity === null) return null;
  const type = ALIASES[entity] ?? entity;
  const cardType = hrCardType(type);
  if (cardType === null) return null;
  const kind = kindOf(cardType);
  return {
    kind,
    route: safeCardPath(type, target.id),
    popupWidth: hrCardWidth(cardType),
  };
}

/** spec 4: the popup reuses one instance for the same target: the key that identifies it. */
export function hrCardKey(target: HrCardTargetRef): string | null {
  const card = hrCardFor(target);
  return card ? `${card.kind}:${String(target.id)}` : null;
}
