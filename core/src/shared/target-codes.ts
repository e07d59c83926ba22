// Person and organisation target codes (spec 3 "Person/organisation target", spec 9 codes).

/** Options of `targetTypeCode`. */
export interface TargetTypeCodeOptions {
  /** Departments and subcompanies with their sub-organisations. */
  subordinate?: boolean;
  /** Groups without the secret-level condition. */
  withoutSeclevel?: boolean;
}

/**
 * spec 9: the numeric target type code: resource 1, department 2 (3 with subordinate), subcompany
 * 5 (6), role 10, group 14 (1411 without seclevel), all 11, external 110, allExternal 1101;
 * `null` for other types.
 */
export function targetTypeCode(type: string, options: TargetTypeCodeOptions = {}): number | null {
  const subordinate = options.subordinate === true;
  switch (type) {
    case 'resource':
    case 'user':
      return 1;
    case 'department':
    case 'dept':
      return subordinate ? 3 : 2;
    case 'subcompany':
      return subordinate ? 6 : 5;
    case 'role':
      return 10;
    case 'group':
      return options.withoutSeclevel === true ? 1411 : 14;
    case 'all':
      return 11;
    case 'external':
      return 110;
    case 'allExternal':
      return 1101;
    default:
      return null;
  }
}

// spec 9 target type codes back to their types (resource 1, department 2/3, subcompany 5/6, ...)
const TYPE_OF_CODE: Readonly<Record<number, string>> = {
  1: 'resource',
  2: 'department',
  3: 'department',
  5: 'subcompany',
  6: 'subcompany',
  10: 'role',
  11: 'all',
  14: 'group',
  1411: 'group',
  110: 'external',
  1101: 'allExternal',
};

/**
 * spec 3 "Person/organisation target": the entity type of a target given as `type`, `_entityType`
 * or `objType` (a type name or its spec 9 code, `2` or `"2"` a department); `null` when none is.
 */
export function entityTypeOf(target: {
  type?: unknown;
  _entityType?: unknown;
  objType?: unknown;
}): string | null {
  for (const value of [target.type, target._entityType, target.objType]) {
    if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()))) {
      const type = TYPE_OF_CODE[Number(value)];
      if (type) return type;
      continue;
    }
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** spec 9: position level codes 1 → 1311, 2 → 13, 3 → 12; `null` for other levels. */
export function positionLevelCode(level: number | string): number | null {
  switch (Number(level)) {
    case 1:
      return 1311;
    case 2:
      return 13;
    case 3:
      return 12;
    default:
      return null;
  }
}
