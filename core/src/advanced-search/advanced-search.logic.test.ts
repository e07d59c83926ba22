import { setLocale } from '../i18n';
import {
  FILTER_NAME_MAX,
  SEARCH_ACTIONS,
  applyConditionSettings,
  applyLayout,
  buildSearchPayload,
  conditionSettingsOf,
  filterContentOf,
  isFieldEmpty,
  isFilterAdmin,
  isSearchEmpty,
  moveField,
  parseConditionSettings,
  parseFilterContent,
  parseSavedFilter,
  searchEndpoint,
  showsDefaultOption,
  showsRangeField,
  supportsSubOrganisation,
  validateCommonFilter,
} from './advanced-search.logic';
import type { SearchFieldItem } from './advanced-search.types';

const fields: SearchFieldItem[] = [
  { id: 'name', title: 'Name', itemType: 'INPUT', needQuickSearch: true },
  { id: 'code', title: 'Code', itemType: 'INPUT', needQuickSearch: true, hide: true },
  { id: 'amount', title: 'Amount', itemType: 'SCOPE' },
  { id: 'created', title: 'Created', itemType: 'DATEPICKER', isRange: true },
  { id: 'owner', title: 'Owner', itemType: 'BROWSER', browser: { type: 'resource' } },
  { id: 'dept', title: 'Dept', itemType: 'BROWSER', browser: { type: 'department' } },
  { id: 'level', title: 'Level', itemType: 'SECRETLEVEL' },
  { id: 'tags', title: 'Tags', itemType: 'CHECKBOX', options: [{ value: 'a', label: 'A' }] },
  { id: 'count', title: 'Count', itemType: 'INPUTNUMBER' },
];
const field = (id: string) => fields.find((item) => item.id === id) as SearchFieldItem;

describe('searchEndpoint (spec 7)', () => {
  it.each([
    ['queryCommonConditions', { module: 'crm' }, '/api/crm/search/queryCommonConditions'],
    ['saveAsSnaps', { module: 'crm', mobile: true }, '/api/app/crm/search/saveAsSnaps'],
    ['queryHistories', {}, '/api/public/search/queryHistories'],
    ['deleteSnap', { module: '  ', mobile: true }, '/api/app/public/search/deleteSnap'],
  ] as const)('%s %j -> %s', (action, options, url) => {
    expect(searchEndpoint(action, options)).toBe(url);
  });

  it('knows the fourteen actions of spec 7', () => {
    expect(SEARCH_ACTIONS).toHaveLength(14);
    expect(SEARCH_ACTIONS).toContain('updatePersonalMatchWords');
  });
});

describe('isFieldEmpty and isSearchEmpty (spec 5)', () => {
  it.each([
    ['name', undefined, true],
    ['name', '   ', true],
    ['name', ' x ', false],
    ['count', 0, false],
    ['count', Number.NaN, true],
    ['amount', { min: null, max: '' }, true],
    ['amount', { min: 0, max: null }, false],
    ['created', { value: [null, null], selectedKey: '', selectedName: '' }, true],
    ['created', { value: [null, null], selectedKey: 'today', selectedName: 'Today' }, false],
    ['created', { value: ['2026-01-01', null], selectedKey: '', selectedName: '' }, false],
    ['owner', [], true],
    ['owner', [{ id: '1', type: 'resource', name: 'A' }], false],
    ['level', { secretLevel: null, secretLevelValidity: '1y' }, true],
    ['level', { secretLevel: 2, secretLevelValidity: null }, false],
  ] as const)('%s %j empty: %s', (id, value, empty) => {
    expect(isFieldEmpty(field(id), value)).toBe(empty);
  });

  it('is empty when every field is empty', () => {
    expect(isSearchEmpty(fields, { name: ' ', amount: { min: null, max: null } })).toBe(true);
    expect(isSearchEmpty(fields, { name: ' ', amount: { min: 1, max: null } })).toBe(false);
  });
});

describe('buildSearchPayload (spec 3, 5)', () => {
  const values = {
    name: '  Alice ',
    amount: { min: 1, max: 10 },
    created: {
      value: ['2026-11-23', '2026-11-29'] as [string, string],
      selectedKey: 'thisWeek' as const,
      selectedName: 'This week',
    },
    owner: [{ id: '7', type: 'resource', name: 'Bo' }],
    level: { secretLevel: 3, secretLevelValidity: ' 1y ' },
    tags: [],
    count: undefined,
  };

  it('trims strings, omits empty values and keeps the spec 3 shapes', () => {
    const payload = buildSearchPayload(fields, values);
    expect(payload.type).toBe('and');
    expect(payload.formDatas).toEqual({
      name: 'Alice',
      amount: { min: 1, max: 10 },
      created: { value: ['2026-11-23', '2026-11-29'], selectedKey: 'thisWeek', selectedName: 'This week' },
      owner: [{ id: '7', type: 'resource', name: 'Bo' }],
      level: { secretLevel: 3, secretLevelValidity: '1y' },
    });
  });

  it('sends or when asked', () => {
    expect(buildSearchPayload(fields, {}, { matchMode: 'or' }).type).toBe('or');
  });

  it('puts only visible quick-search fields with a keyword in quickSearchDatas', () => {
    const payload = buildSearchPayload(
      fields,
      {},
      {
        quickSearch: { name: ' al ', code: 'X1', amount: '5', owner: '' },
      },
    );
    expect(payload.quickSearchDatas).toEqual({ name: 'al' });
    expect(buildSearchPayload(fields, {}, { quickSearch: { name: '   ' } }).quickSearchDatas).toEqual({});
  });
});

describe('validateCommonFilter (spec 5)', () => {
  beforeAll(() => setLocale('en_US'));
  afterAll(() => setLocale('zh_CN'));

  it('is empty for a valid filter', () => {
    expect(validateCommonFilter({ name: 'Mine', conditions: 1 })).toEqual({});
  });

  it.each([
    [{ name: '   ', conditions: 1 }, {}, 'name', 'Please enter a name'],
    [
      { name: 'x'.repeat(FILTER_NAME_MAX + 1), conditions: 1 },
      {},
      'name',
      'The name cannot exceed 255 characters',
    ],
    [{ name: 'P', isPublic: true, range: [], conditions: 1 }, {}, 'range', 'Please choose the use range'],
    [
      { name: 'D', description: ' ', conditions: 1 },
      { showDescription: true },
      'description',
      'Please enter a description',
    ],
    [{ name: 'C', conditions: 0 }, {}, 'conditions', 'Please configure at least one condition'],
    [{ name: 'C', conditions: [] }, {}, 'conditions', 'Please configure at least one condition'],
    [{ name: 'C', conditions: { a: '' } }, {}, 'conditions', 'Please configure at least one condition'],
  ])('%j -> %s', (draft, options, key, message) => {
    expect(validateCommonFilter(draft, options)).toEqual({ [key]: message });
  });

  it('accepts 255 characters, a range when public, a description when not shown', () => {
    expect(validateCommonFilter({ name: 'x'.repeat(255), conditions: [1] })).toEqual({});
    expect(validateCommonFilter({ name: 'P', isPublic: true, range: ['everyone'], conditions: 2 })).toEqual(
      {},
    );
    expect(validateCommonFilter({ name: 'D', conditions: { a: 1 } }, { showDescription: false })).toEqual({});
  });
});

describe('isFilterAdmin (spec 6)', () => {
  it('asks the custom check first', async () => {
    const customCheck = jest.fn().mockResolvedValue(true);
    const checkPermission = jest.fn();
    await expect(
      isFilterAdmin({ admin: false }, { module: 'crm', customCheck, checkPermission }),
    ).resolves.toBe(true);
    expect(customCheck).toHaveBeenCalledWith({ admin: false }, 'crm');
    expect(checkPermission).not.toHaveBeenCalled();
  });

  it('then the menu permission advanceSearchAdmin', async () => {
    const checkPermission = jest.fn().mockResolvedValue([{ code: 'advanceSearchAdmin' }]);
    await expect(isFilterAdmin({ admin: true }, { checkPermission })).resolves.toBe(true);
    expect(checkPermission).toHaveBeenCalledWith({ menuCode: 'advanceSearch' });
    await expect(
      isFilterAdmin({ admin: true }, { checkPermission: async () => [{ code: 'other' }] }),
    ).resolves.toBe(false);
    await expect(isFilterAdmin({ admin: true }, { checkPermission: async () => 'nope' })).resolves.toBe(
      false,
    );
    await expect(
      isFilterAdmin({ admin: true }, { checkPermission: () => Promise.reject(new Error('x')) }),
    ).resolves.toBe(false);
  });

  it.each([
    [{ admin: true }, 'crm', true],
    [{ moduleAdmin: true }, 'crm', true],
    [{ modules: ['crm'] }, 'crm', true],
    [{ modules: ['hrm'] }, 'crm', false],
    [{}, 'crm', false],
    [null, 'crm', false],
  ])('old rule %j in %s -> %s', async (user, module, admin) => {
    await expect(isFilterAdmin(user, { module })).resolves.toBe(admin);
  });

  it('shows the range only when public by an admin, and hides the default option when public', () => {
    expect(showsRangeField(true, true)).toBe(true);
    expect(showsRangeField(true, false)).toBe(false);
    expect(showsRangeField(false, true)).toBe(false);
    expect(showsDefaultOption(true)).toBe(false);
    expect(showsDefaultOption(false)).toBe(true);
  });
});

describe('condition settings (spec 4, 7 queryCommonConditions)', () => {
  it('reads layoutId, sort and open and drops bad items', () => {
    expect(
      parseConditionSettings({
        data: [{ layoutId: 'amount', sort: 2, open: true }, { sort: 1 }, 'x', { layoutId: 7 }],
      }),
    ).toEqual([
      { layoutId: 'amount', sort: 2, open: true },
      { layoutId: '7', sort: 3, open: false },
    ]);
  });

  it('shows the named conditions in their order, hides the others, and round-trips', () => {
    const applied = applyConditionSettings(fields, [
      { layoutId: 'owner', sort: 2, open: false },
      { layoutId: 'amount', sort: 1, open: true },
    ]);
    expect(applied.slice(0, 2).map((item) => [item.id, item.show, item.open])).toEqual([
      ['amount', true, true],
      ['owner', true, false],
    ]);
    expect(applied.slice(2).every((item) => item.show === false)).toBe(true);
    expect(conditionSettingsOf(applied).map((item) => item.layoutId)).toEqual(['amount', 'owner']);
    expect(applyConditionSettings(fields, [])).toEqual(fields);
  });

  it('moves a field', () => {
    expect(
      moveField(fields, 'amount', 0)
        .map((item) => item.id)
        .slice(0, 2),
    ).toEqual(['amount', 'name']);
  });
});

describe('saved filter content', () => {
  it('keeps the non-empty values and the layout, and reads them back checked', () => {
    const content = filterContentOf(
      fields,
      { name: 'A', amount: { min: null, max: null }, owner: [{ id: '1', type: 'resource', name: 'X' }] },
      'or',
    );
    expect(content.condition).toBe('or');
    expect(Object.keys(content.data)).toEqual(['name', 'owner']);
    const read = parseFilterContent(
      fields,
      JSON.stringify({
        ...content,
        layout: ['owner', 'nope'],
        data: { ...content.data, amount: 'bad', ghost: 1 },
      }),
    );
    expect(read).toEqual({
      condition: 'or',
      layout: ['owner'],
      data: { name: 'A', owner: [{ id: '1', type: 'resource', name: 'X' }] },
    });
    expect(parseFilterContent(fields, '{not json').data).toEqual({});
  });

  it('applies a layout: its fields shown first, the others hidden', () => {
    const laid = applyLayout(fields, ['owner', 'name']);
    expect(laid.slice(0, 2).map((item) => item.id)).toEqual(['owner', 'name']);
    expect(laid[2]?.show).toBe(false);
  });

  it('reads a saved filter from an untrusted answer', () => {
    expect(
      parseSavedFilter(fields, {
        id: 3,
        name: 'N',
        isPublic: 1,
        rangeContent: '["everyone","bad"]',
        content: '{}',
      }),
    ).toMatchObject({
      id: '3',
      isPublic: true,
      range: ['everyone'],
    });
    expect(parseSavedFilter(fields, { id: '', name: 'N' })).toBeNull();
  });

  it('offers sub-organisations for department browsers only', () => {
    expect(supportsSubOrganisation(field('dept'))).toBe(true);
    expect(supportsSubOrganisation(field('owner'))).toBe(false);
  });
});
