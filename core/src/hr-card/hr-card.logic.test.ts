import { decideHrCard, hrCardPath } from '../layout';
import { hrCardFor, hrCardKey } from './hr-card.logic';

describe('hrCardFor (spec 2.2, 4, 9)', () => {
  it.each([
    ['resource', 'inside', '/sp/hrm/profileInfo/42', 510],
    ['user', 'inside', '/sp/hrm/profileInfo/42', 510],
    ['external', 'external', '/sp/hrm/profileInfo/42', 410],
    ['department', 'department', '/sp/hrm/orgCard/42', 510],
    ['dept', 'department', '/sp/hrm/orgCard/42', 510],
    ['organization', 'department', '/sp/hrm/orgCard/42', 510],
    ['subcompany', 'subcompany', '/sp/hrm/orgCard/42', 510],
    ['position', 'position', '/sp/hrm/positionCard/42', 310],
    ['group', 'group', null, 510],
    ['role', 'role', null, 510],
    ['unitGroup', 'unitGroup', null, 510],
  ])('%s → %s card, route %s, popup %i px', (type, kind, route, popupWidth) => {
    expect(hrCardFor({ type, id: 42 })).toEqual({ kind, route, popupWidth });
  });

  it('agrees with the layout route rule for every kind that has a page', () => {
    for (const type of ['resource', 'external', 'department', 'subcompany', 'organization', 'position']) {
      expect(hrCardFor({ type, id: 'x1' })?.route).toBe(hrCardPath(type, 'x1'));
    }
  });

  it('has no route for an empty id and no card for an unknown type', () => {
    expect(hrCardFor({ type: 'resource', id: '' })?.route).toBeNull();
    expect(hrCardFor({ type: 'meeting', id: 1 })).toBeNull();
    expect(hrCardFor({ type: '__proto__', id: 1 })).toBeNull();
  });

  it('encodes the id into the route', () => {
    expect(hrCardFor({ type: 'resource', id: 'a b' })?.route).toBe('/sp/hrm/profileInfo/a%20b');
  });

  it('gives no full-page route for an id that would leave its template; the popup still shows (issue 13)', () => {
    for (const id of ['a/b', '..', '%2E%2E']) {
      expect(hrCardFor({ type: 'resource', id })).toEqual(
        expect.objectContaining({ kind: 'inside', route: null }),
      );
    }
  });

  it('gives the same key to the same target, so one popup instance is reused (spec 4)', () => {
    expect(hrCardKey({ type: 'resource', id: 7 })).toBe(hrCardKey({ type: 'user', id: '7' }));
    expect(hrCardKey({ type: 'resource', id: 7 })).not.toBe(hrCardKey({ type: 'resource', id: 8 }));
    expect(hrCardKey({ type: 'nothing', id: 7 })).toBeNull();
    expect(decideHrCard({ type: 'resource', id: 7 })).toMatchObject({ kind: 'popup' });
  });
});

describe('hrCardFor reads the spec 3 target fields (objType, _entityType, type)', () => {
  it.each([
    [{ objType: 'resource', id: 7 }, 'inside'],
    [{ objType: 'user', id: 7 }, 'inside'],
    [{ objType: 'dept', id: 3 }, 'department'],
    [{ objType: 1, id: 7 }, 'inside'],
    [{ objType: '3', id: 3 }, 'department'],
    [{ objType: 6, id: 9 }, 'subcompany'],
    [{ objType: 1411, id: 2 }, 'group'],
    [{ objType: 110, id: 4 }, 'external'],
    [{ _entityType: 'position', id: 5 }, 'position'],
    [{ type: 'subcompany', id: 9 }, 'subcompany'],
  ])('%p → %s', (target, kind) => {
    expect(hrCardFor(target)?.kind).toBe(kind);
    expect(hrCardKey(target)).toBe(`${kind}:${target.id}`);
  });

  it.each([[{ objType: 11, id: 1 }], [{ objType: '', id: 1 }], [{ id: 1 }], [{ objType: 999, id: 1 }]])(
    '%p has no card',
    (target) => {
      expect(hrCardFor(target)).toBeNull();
    },
  );
});
