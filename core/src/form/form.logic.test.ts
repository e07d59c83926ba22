import {
  NUMBER_INPUT_DEFAULTS,
  applyLayout,
  collectFormData,
  formRowHeight,
  isEmptyValue,
  isHoverEditReadOnly,
  isItemRequired,
  mergeFieldErrors,
  parseFlexValue,
  requiredCommonFields,
  saveConfigErrors,
  stringByteLength,
  validateForm,
} from './form.logic';
import type { FormItem } from './form.types';
import { t as translate } from './messages';

const item = (id: string, extra: Partial<FormItem> = {}): FormItem => ({
  id,
  itemType: 'INPUT',
  label: id,
  ...extra,
});

describe('constants (spec 5, 9)', () => {
  it('has the spec values', () => {
    expect(NUMBER_INPUT_DEFAULTS).toEqual({ min: -9007199254740991, max: 9007199254740991, step: 1 });
  });
});

describe('isHoverEditReadOnly (spec 4)', () => {
  it.each([
    ['RADIO', false],
    ['SWITCH', false],
    ['CHECKBOX', false],
    ['RATE', false],
    ['UPLOAD', false],
    ['INPUT', true],
    ['TEXTAREA', true],
    ['BROWSER', true],
    ['SELECT', true],
    ['DATEPICKER', true],
    ['SIGNATURE', true],
  ])('%s read-only: %p', (type, expected) => expect(isHoverEditReadOnly(type)).toBe(expected));
});

describe('stringByteLength (spec 5)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['中文', 6],
    ['a中b', 5],
    ['é', 3],
    ['😀', 3],
  ])('%p counts %p', (text, expected) => expect(stringByteLength(text)).toBe(expected));
});

describe('parseFlexValue (spec 5)', () => {
  it.each([
    [12, '12px'],
    [1.5, '1.5px'],
    ['12', '12px'],
    ['12px', '12px'],
    ['1.5em', '1.5em'],
    ['2rem', '2rem'],
    ['50%', '50%'],
    [' 10px ', '10px'],
    ['12pt', undefined],
    ['px', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
    [Infinity, undefined],
    [null, undefined],
    [{}, undefined],
  ])('%p gives %p', (value, expected) => expect(parseFlexValue(value)).toBe(expected));
});

describe('formRowHeight (spec 9)', () => {
  it.each([
    [{ itemType: 'INPUT' }, 44],
    [{ itemType: 'RATE' }, 56],
    [{ itemType: 'SIGNATURE' }, 100],
    [{ itemType: 'TEXTAREA', rows: 4 }, 19 + 25.5 * 4],
    [{ itemType: 'TEXTAREA' }, 19 + 25.5 * 2],
    [{ itemType: 'RICHTEXT' }, 200],
    [{ itemType: 'FILTERBUTTONS', options: [1, 2, 3, 4].map((n) => ({ id: `${n}`, content: `${n}` })) }, 42],
    [
      { itemType: 'FILTERBUTTONS', options: [1, 2, 3, 4, 5].map((n) => ({ id: `${n}`, content: `${n}` })) },
      84,
    ],
    [{ itemType: 'FILTERBUTTONS' }, 42],
  ])('%p is %p px', (value, expected) => expect(formRowHeight(value)).toBe(expected));
});

describe('empty values (spec 5)', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    [[], true],
    [0, false],
    [false, false],
    ['a', false],
    [[0], false],
    [{}, false],
  ])('%p empty: %p', (value, expected) => expect(isEmptyValue(value)).toBe(expected));
});

describe('validateForm (spec 5)', () => {
  it('gives required items the required rule, and 0 and false are values', () => {
    const items = [
      item('a', { required: true }),
      item('b', { required: true }),
      item('c', { required: true, itemType: 'SWITCH' }),
    ];
    const result = validateForm(items, { a: '  ', b: 0, c: false });
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors)).toEqual(['a']);
    expect(result.errors.a).toEqual(['请填写a']);
    expect(result.firstErrorField).toBe('a');
  });

  it('validates visible enabled items only, hidden ones with includeHidden, disabled ones never', () => {
    const items = [
      item('hidden', { required: true, hide: true, groupId: 'g1' }),
      item('disabled', { required: true, disabled: true }),
      item('disabledHidden', { required: true, disabled: true, hide: true }),
    ];
    expect(validateForm(items, {}).valid).toBe(true);
    const all = validateForm(items, {}, { includeHidden: true });
    expect(Object.keys(all.errors)).toEqual(['hidden']);
    expect(all).toMatchObject({ valid: false, firstErrorField: 'hidden', firstErrorGroup: 'g1' });
  });

  it('lets a custom rule with required replace the default one', () => {
    const custom = validateForm(
      [item('a', { required: true, rules: [{ required: true, message: 'Name me' }] })],
      {},
    );
    expect(custom.errors.a).toEqual(['Name me']);
    const off = validateForm([item('a', { required: true, rules: [{ required: false }] })], {});
    expect(off.valid).toBe(true);
    const byRule = validateForm([item('a', { rules: [{ required: true, message: 'R' }] })], { a: [] });
    expect(byRule.errors.a).toEqual(['R']);
  });

  it('checks pattern, min, max, len and validators, and skips length checks on empty values', () => {
    const items = [
      item('code', { rules: [{ pattern: '^[A-Z]+$', message: 'caps' }] }),
      item('name', {
        rules: [
          { min: 3, message: 'short' },
          { max: 5, message: 'long' },
        ],
      }),
      item('pin', { rules: [{ len: 4, message: 'four' }] }),
      item('age', { itemType: 'INPUTNUMBER', rules: [{ min: 18, message: 'adult' }] }),
      item('tags', { rules: [{ max: 1, message: 'one tag' }] }),
      item('same', {
        rules: [{ validator: (value, values) => (value !== values.code ? 'differs' : undefined) }],
      }),
      item('empty', { rules: [{ min: 3, message: 'never' }] }),
    ];
    const result = validateForm(items, {
      code: 'ab',
      name: 'abcdef',
      pin: '123',
      age: 10,
      tags: ['a', 'b'],
      same: 'x',
    });
    expect(result.errors).toEqual({
      code: ['caps'],
      name: ['long'],
      pin: ['four'],
      age: ['adult'],
      tags: ['one tag'],
      same: ['differs'],
    });
    expect(
      validateForm(items, { code: 'AB', name: 'abcd', pin: '1234', age: 20, tags: ['a'], same: 'AB' }).valid,
    ).toBe(true);
  });

  it('merges errors of several rules per field without duplicates', () => {
    const result = validateForm(
      [
        item('a', {
          rules: [
            { min: 3, message: 'bad' },
            { pattern: /^\d+$/, message: 'bad' },
            { validator: () => 'other' },
          ],
        }),
      ],
      { a: 'x' },
    );
    expect(result.errors.a).toEqual(['bad', 'other']);
  });

  it('checks byte length, number bounds and scopes by item type', () => {
    const items = [
      item('title', { maxLength: 5 }),
      item('n', { itemType: 'INPUTNUMBER', max: 10 }),
      item('big', { itemType: 'INPUTNUMBER' }),
      item('range', { itemType: 'SCOPE', required: true }),
      item('range2', { itemType: 'SCOPE' }),
    ];
    const result = validateForm(items, {
      title: '中文',
      n: 11,
      big: 2 ** 60,
      range: { min: null, max: '' },
      range2: { min: 5, max: 1 },
    });
    expect(Object.keys(result.errors)).toEqual(['title', 'n', 'big', 'range', 'range2']);
    expect(validateForm(items, { title: 'abcde', n: 10, big: 1, range: { min: 1 } }).valid).toBe(true);
  });

  it('names the first error in item order and its group', () => {
    const items = [
      item('a', { groupId: 'g1' }),
      item('b', { required: true, groupId: 'g2' }),
      item('c', { required: true, groupId: 'g3' }),
    ];
    expect(validateForm(items, {})).toMatchObject({ firstErrorField: 'b', firstErrorGroup: 'g2' });
    expect(validateForm(items, { b: 'x', c: 'y' })).toEqual({
      valid: true,
      errors: {},
      firstErrorField: undefined,
      firstErrorGroup: undefined,
    });
  });

  it('survives a throwing validator and a bad pattern', () => {
    const result = validateForm(
      [
        item('a', {
          rules: [
            {
              validator: () => {
                throw new Error('boom');
              },
            },
            { pattern: '(' },
          ],
        }),
      ],
      { a: 'x' },
    );
    expect(result.errors.a).toEqual(['boom']);
  });
});

describe('server patterns (issue 35)', () => {
  // each froze the tab for seconds under new RegExp at 29 characters; at these lengths running it
  // would take years, so a pattern that ran would fail by the test's timeout
  it.each([
    ['^(a+)+$', 'a'.repeat(60) + '!'],
    ['^(\\w+\\s?)*$', 'a'.repeat(80) + '!'],
    ['(x+x+)+y', 'x'.repeat(80)],
  ])('refuses %j with its own message, without running it', (pattern, value) => {
    const result = validateForm([item('code', { label: 'Code', rules: [{ pattern, message: 'caps' }] })], {
      code: value,
    });
    expect(result.errors.code).toEqual([translate('form.error.patternUnsafe', { label: 'Code' })]);
  });

  it('caps the value a pattern runs on, and runs a host RegExp as it is', () => {
    const long = `${'1'.repeat(400)}x`;
    const capped = validateForm([item('n', { label: 'N', rules: [{ pattern: '^\\d+\\d+\\d+$' }] })], {
      n: long,
    });
    expect(capped.errors.n).toEqual([translate('form.error.patternTooLong', { label: 'N', max: 300 })]);
    const host = validateForm([item('n', { rules: [{ pattern: /^\d+x$/, message: 'bad' }] })], { n: long });
    expect(host.errors.n ?? []).toEqual([]);
  });
});

describe('collectFormData and requiredCommonFields (spec 5)', () => {
  it('drops fields with empty values', () => {
    const items = [
      item('a'),
      item('b'),
      item('c'),
      item('d', { itemType: 'SCOPE' }),
      item('e', { itemType: 'SWITCH' }),
    ];
    expect(
      collectFormData(items, { a: 'x', b: ' ', c: [], d: { min: '', max: null }, e: false, f: 0, g: null }),
    ).toEqual({
      a: 'x',
      e: false,
      f: 0,
    });
  });

  it('groups required common fields per group', () => {
    const items = [
      item('a', { required: true, groupId: 'g1' }),
      item('b', { groupId: 'g1' }),
      item('c', { rules: [{ required: true }], groupId: 'g2' }),
      item('d', { required: true }),
      item('e', { required: true, common: false, groupId: 'g1' }),
      item('f', { required: true, disabled: true, groupId: 'g1' }),
      item('g', { required: true, groupId: 'g1' }),
    ];
    expect(requiredCommonFields(items)).toEqual({ g1: ['a', 'g'], g2: ['c'], default: ['d'] });
    expect(isItemRequired(item('x', { required: true, rules: [{ required: false }] }))).toBe(false);
  });
});

describe('layout cells and helpers', () => {
  it('hides and disables the items of hidden or disabled cells and passes spans', () => {
    const out = applyLayout(
      [item('a'), item('b'), item('c')],
      [
        { id: 'c1', items: ['a'], hide: true },
        { id: 'c2', items: ['b'], disabled: true, colSpan: 12, groupId: 'g' },
      ],
    );
    expect(out.map((i) => [i.id, !!i.hide, !!i.disabled, i.colSpan, i.groupId])).toEqual([
      ['a', true, false, undefined, undefined],
      ['b', false, true, 12, 'g'],
      ['c', false, false, undefined, undefined],
    ]);
  });

  it('merges error sources per field without duplicates', () => {
    expect(mergeFieldErrors({ a: ['x'], b: [] }, undefined, { a: ['x', 'y'], c: ['z'] })).toEqual({
      a: ['x', 'y'],
      c: ['z'],
    });
  });

  it('names the missing save configuration (spec 8)', () => {
    expect(saveConfigErrors('crm', { objectId: '1' })).toEqual([]);
    expect(saveConfigErrors('crm', undefined)).toHaveLength(1);
    expect(saveConfigErrors('crm', {})[0]).toContain('objectId');
    expect(saveConfigErrors(undefined, { objectId: '1' })[0]).toContain('currentModule');
  });
});
