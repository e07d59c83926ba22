import { translate } from './messages';
import {
  INITIAL_SECRET_LEVEL,
  SECRET_PERIOD_MAX_LENGTH,
  defaultSecretOption,
  filterSecretOptions,
  hasSecretLevel,
  parseSecretOption,
  validateSecretLevel,
} from './secret-level.logic';
import { parseSecretLevelInfo, parseSecretOptions } from './secret-level.service';

const OPTIONS = [
  { id: 1, name: 'Public' },
  { id: 2, name: 'Internal', isDefault: true },
  { id: 3, name: 'Secret' },
  { id: 4, name: 'Old', canceled: true },
  { id: 5, name: 'Top secret' },
];
const ids = (list: { id: number }[]) => list.map((option) => option.id);

describe('secret-level constants (spec 4, spec 9)', () => {
  it('starts cards at -999 and allows 50 characters of period', () => {
    expect(INITIAL_SECRET_LEVEL).toBe(-999);
    expect(SECRET_PERIOD_MAX_LENGTH).toBe(50);
  });

  it.each([
    [undefined, false],
    [null, false],
    [-999, false],
    [Number.NaN, false],
    [0, true],
    [3, true],
  ])('hasSecretLevel(%p) is %p', (level, expected) => expect(hasSecretLevel(level)).toBe(expected));
});

describe('filterSecretOptions (spec 5)', () => {
  it('always leaves canceled options out', () => {
    expect(ids(filterSecretOptions(OPTIONS))).toEqual([1, 2, 3, 5]);
    expect(ids(filterSecretOptions(OPTIONS, { level: 5, mode: 'atOrBelow' }))).toEqual([1, 2, 3, 5]);
  });

  it('keeps levels at or below, or at or above, the given level', () => {
    expect(ids(filterSecretOptions(OPTIONS, { level: 3, mode: 'atOrBelow' }))).toEqual([1, 2, 3]);
    expect(ids(filterSecretOptions(OPTIONS, { level: 3, mode: 'atOrAbove' }))).toEqual([3, 5]);
    expect(ids(filterSecretOptions(OPTIONS, { level: 4, mode: 'atOrAbove' }))).toEqual([5]);
  });

  it.each([undefined, null, -999])('keeps all open options without a level (%p)', (level) => {
    expect(ids(filterSecretOptions(OPTIONS, { level, mode: 'atOrAbove' }))).toEqual([1, 2, 3, 5]);
  });

  it('finds the default option, never a canceled one', () => {
    expect(defaultSecretOption(OPTIONS)?.id).toBe(2);
    expect(defaultSecretOption([{ id: 1, name: 'x', isDefault: true, canceled: true }])).toBeUndefined();
  });
});

describe('validateSecretLevel (spec 5)', () => {
  it.each([undefined, null, -999])('accepts no level (%p) whatever the rules', (secretLevel) => {
    expect(validateSecretLevel({ secretLevel, secretLevelValidity: '' }, { required: true })).toBeNull();
    expect(validateSecretLevel({ secretLevel, secretLevelValidity: '123' }, { pattern: '^x$' })).toBeNull();
  });

  it('asks for the period when required', () => {
    expect(validateSecretLevel({ secretLevel: 2 }, { required: true })).toBe(
      'secret-level.error.periodRequired',
    );
    expect(validateSecretLevel({ secretLevel: 2, secretLevelValidity: '  ' }, { required: true })).toBe(
      'secret-level.error.periodRequired',
    );
    expect(validateSecretLevel({ secretLevel: 2 }, {})).toBeNull();
  });

  it('refuses a period over 50 characters, before the format', () => {
    const long = 'a'.repeat(51);
    expect(validateSecretLevel({ secretLevel: 2, secretLevelValidity: long }, { pattern: '^\\d+$' })).toBe(
      'secret-level.error.periodTooLong',
    );
    expect(validateSecretLevel({ secretLevel: 2, secretLevelValidity: 'a'.repeat(50) }, {})).toBeNull();
  });

  it('checks the configured pattern, as a RegExp or its source', () => {
    const rules = { pattern: /^\d+ years?$/ };
    expect(validateSecretLevel({ secretLevel: 2, secretLevelValidity: '10 years' }, rules)).toBeNull();
    expect(validateSecretLevel({ secretLevel: 2, secretLevelValidity: 'forever' }, rules)).toBe(
      'secret-level.error.periodFormat',
    );
    expect(
      validateSecretLevel({ secretLevel: 2, secretLevelValidity: 'forever' }, { pattern: '^\\d+年$' }),
    ).toBe('secret-level.error.periodFormat');
    // with a pattern, digits are judged by the pattern alone
    expect(
      validateSecretLevel({ secretLevel: 2, secretLevelValidity: '10' }, { pattern: '^\\d+$' }),
    ).toBeNull();
    // a global RegExp is not left stateful
    const global = { pattern: /^a/g };
    expect(validateSecretLevel({ secretLevel: 1, secretLevelValidity: 'ab' }, global)).toBeNull();
    expect(validateSecretLevel({ secretLevel: 1, secretLevelValidity: 'ab' }, global)).toBeNull();
  });

  it('refuses a server pattern that could freeze the page, with its own message (issue 35)', () => {
    // '^(a+)+$' took 7.8 s at 27 characters under new RegExp: at 49 it would run for hours, so a
    // pattern that ran would fail by the test's timeout
    expect(
      validateSecretLevel(
        { secretLevel: 2, secretLevelValidity: `${'a'.repeat(48)}!` },
        { pattern: '^(a+)+$' },
      ),
    ).toBe('secret-level.error.periodPatternUnsafe');
    expect(translate('en_US', 'secret-level.error.periodPatternUnsafe')).toMatch(/too complex/);
    expect(translate('zh_CN', 'secret-level.error.periodPatternUnsafe')).toMatch(/过于复杂/);
    expect(
      validateSecretLevel(
        { secretLevel: 2, secretLevelValidity: '3个月' },
        { pattern: '^(长期|\\d+(年|个月|天))$' },
      ),
    ).toBeNull();
  });

  it('refuses a purely numeric period when no pattern is configured', () => {
    expect(validateSecretLevel({ secretLevel: 2, secretLevelValidity: '10' }, {})).toBe(
      'secret-level.error.periodDigits',
    );
    expect(validateSecretLevel({ secretLevel: 2, secretLevelValidity: '10年' }, { pattern: '' })).toBeNull();
    expect(validateSecretLevel({ secretLevel: 2, secretLevelValidity: '10' }, { pattern: '([' })).toBe(
      'secret-level.error.periodDigits',
    );
  });

  it('reports in the spec order: required, length, format, digits', () => {
    const all = { required: true, pattern: '^y$' };
    expect(validateSecretLevel({ secretLevel: 1 }, all)).toBe('secret-level.error.periodRequired');
    expect(validateSecretLevel({ secretLevel: 1, secretLevelValidity: '9'.repeat(60) }, all)).toBe(
      'secret-level.error.periodTooLong',
    );
    expect(validateSecretLevel({ secretLevel: 1, secretLevelValidity: '99' }, all)).toBe(
      'secret-level.error.periodFormat',
    );
  });

  it.each([
    ['secret-level.error.periodRequired', '请输入保密期限', 'Please enter the secret period'],
    ['secret-level.error.periodTooLong', '长度不能超过 50', 'Length cannot exceed 50'],
    ['secret-level.error.periodFormat', '保密期限格式不正确', 'The secret period does not match the format'],
    ['secret-level.error.periodDigits', '保密期限不能为纯数字', 'The secret period cannot be pure digits'],
  ] as const)('%s reads "%s" / "%s"', (key, zh, en) => {
    expect(translate('zh_CN', key)).toBe(zh);
    expect(translate('en_US', key)).toBe(en);
  });
});

describe('reading secret-level answers (untrusted)', () => {
  it('reads options from data.resourceOptionInfo, dropping malformed ones', () => {
    expect(
      parseSecretOptions({
        resourceOptionInfo: [
          { id: 1, name: 'Public', isDefault: 1 },
          { id: '2', name: 'Internal', canceled: true },
          { name: 'no id' },
          'junk',
          { id: 'x', name: 'bad id' },
        ],
      }),
    ).toEqual([
      { id: 1, name: 'Public', isDefault: true, canceled: false },
      { id: 2, name: 'Internal', isDefault: false, canceled: true },
    ]);
    expect(parseSecretOptions(null)).toEqual([]);
    expect(parseSecretOptions([{ id: 3, name: 'x' }])).toHaveLength(1);
    expect(parseSecretOption({ id: '', name: 'x' })).toBeNull();
  });

  it('reads querySecelInfo', () => {
    expect(parseSecretLevelInfo({ open: 1, required: true, pattern: '^\\d+年$', secretLevel: 2 })).toEqual({
      enabled: true,
      required: true,
      pattern: '^\\d+年$',
      secretLevel: 2,
    });
    expect(parseSecretLevelInfo('junk')).toEqual({ enabled: false, required: false });
  });
});
