import { toSelected } from './browser.logic';
import { parseCombinations, parseCount, parsePermission, parseServerProps } from './browser.answers';

describe('parseCount (spec 7 count: the paging total)', () => {
  it.each([
    [{ count: 9500 }, 9500],
    [{ total: 3 }, 3],
    [{ count: 0 }, 0],
    [{ count: -1 }, null],
    [{ count: '12' }, null],
    [{ count: 1.5 }, null],
    [null, null],
  ])('%j gives %s', (raw, expected) => {
    expect(parseCount(raw)).toBe(expected);
  });
});

describe('parsePermission (spec 7 permission)', () => {
  it.each([
    [{ permission: true }, true],
    [{ permission: false }, false],
    [{ permission: 0 }, false],
    [{ permission: 'false' }, false],
    [{}, true],
    ['denied', true],
  ])('%j gives %s', (raw, expected) => {
    expect(parsePermission(raw)).toBe(expected);
  });
});

describe('parseServerProps (spec 7 prop)', () => {
  it.each([
    [
      { multiple: true, maxCount: 51, pageSize: 50 },
      { multiple: true, maxCount: 51, pageSize: 50 },
    ],
    [{ multiple: 'yes', maxCount: 0, pageSize: 1000 }, {}],
    [{ maxCount: 2.5, pageSize: -1 }, {}],
    [{ pageSize: 100 }, { pageSize: 100 }],
    [[], {}],
  ])('%j gives %j', (raw, expected) => {
    expect(parseServerProps(raw)).toEqual(expected);
  });
});

describe('parseCombinations (spec 7 combination)', () => {
  it('names the first members and counts them all', () => {
    const members = Array.from({ length: 7 }, (_, i) => ({ id: `u${i + 1}`, name: `P${i + 1}` }));
    const [entry, second] = parseCombinations(
      {
        data: [
          { id: 'cg1', name: 'Team+', childrenData: members },
          { id: 'cg2', name: 'Empty+', childrenData: 'x' },
          { name: 'no id' },
        ],
      },
      'combinationResource',
    );
    expect(entry).toMatchObject({ id: 'cg1', title: 'Team+', type: 'combinationResource' });
    expect(entry?.fields).toMatchObject({ members: 'P1、P2、P3、P4、P5…', memberCount: 7 });
    expect(second?.fields).toMatchObject({ members: '', memberCount: 0 });
    expect(second?.childrenData).toBeUndefined();
  });

  it('keeps the well-formed members, and a pick carries them into the value (spec 3 childrenData)', () => {
    const [entry] = parseCombinations(
      {
        data: [
          {
            id: 'cg1',
            name: 'Team+',
            childrenData: [
              { id: 7, name: 'Lin', departmentId: 3, department: 'Sales', avatar: '/a.png' },
              { id: 'u2' },
              'x',
            ],
          },
        ],
      },
      'combinationResource',
    );
    const lin = { id: '7', name: 'Lin', departmentId: '3', department: 'Sales', avatar: '/a.png' };
    expect(entry?.childrenData).toEqual([lin]);
    expect(toSelected(entry!, false)).toEqual({
      id: 'cg1',
      type: 'combinationResource',
      name: 'Team+',
      childrenData: [lin],
    });
  });
});
