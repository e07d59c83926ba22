import { NUMBER_INPUT_DEFAULTS } from '../small-widgets';
import { t } from './messages';
import {
  formatNumber,
  numberInputBounds,
  numberInputView,
  readNumberText,
  stepNumber,
} from './number-input.logic';

describe('number input rules (spec 5)', () => {
  it('defaults to ±9007199254740991 and step 1; a bad step or swapped bounds are repaired', () => {
    expect(numberInputBounds()).toEqual({ ...NUMBER_INPUT_DEFAULTS, precision: undefined });
    expect(numberInputBounds({ step: 0 }).step).toBe(1);
    expect(numberInputBounds({ step: -2 }).step).toBe(1);
    expect(numberInputBounds({ min: 10, max: 0 })).toMatchObject({ min: 0, max: 10 });
    expect(numberInputBounds({ precision: -1 }).precision).toBeUndefined();
  });

  it.each([
    [5, 1, {}, 6],
    [5, -1, {}, 4],
    [9, 1, { max: 10, step: 5 }, 10],
    [1, -1, { min: 0, step: 5 }, 0],
    [0.1, 1, { step: 0.2 }, 0.3],
    [1.2, 1, { step: 0.01, precision: 2 }, 1.21],
    [null, 1, {}, 0],
    [null, -1, { min: 3 }, 3],
    [NUMBER_INPUT_DEFAULTS.max, 1, {}, NUMBER_INPUT_DEFAULTS.max],
  ] as const)('steps %p by %p within %p to %p', (value, dir, bounds, expected) => {
    expect(stepNumber(value, dir, bounds)).toBe(expected);
  });

  it.each([
    ['', {}, { value: null, problem: null }],
    ['  42 ', {}, { value: 42, problem: null }],
    ['-3.5', {}, { value: -3.5, problem: null }],
    ['.5', {}, { value: 0.5, problem: null }],
    ['1e3', {}, { value: 1000, problem: null }],
    ['abc', {}, { value: null, problem: 'invalid' }],
    ['-', {}, { value: null, problem: 'invalid' }],
    ['1,000', {}, { value: null, problem: 'invalid' }],
    ['Infinity', {}, { value: null, problem: 'invalid' }],
    ['120', { max: 100 }, { value: 100, problem: 'above' }],
    ['-1', { min: 0 }, { value: 0, problem: 'below' }],
    ['1.239', { precision: 2 }, { value: 1.24, problem: null }],
  ] as const)('reads %p within %p', (text, bounds, expected) => {
    expect(readNumberText(text, bounds)).toEqual(expected);
  });

  it('formats with the precision, empty for no value', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(2, 2)).toBe('2.00');
    expect(formatNumber(2.5)).toBe('2.5');
  });

  it('puts every decision on the view: buttons at the bounds, problem words, range hint', () => {
    const at = numberInputView({ value: 10, draft: null }, { min: 0, max: 10 }, t);
    expect(at).toMatchObject({
      text: '10',
      canIncrement: false,
      canDecrement: true,
      problem: null,
      message: '',
    });
    expect(at.hint).toBe(t('number-input.range', { min: '0', max: '10' }));
    expect(at.inputMode).toBe('numeric');
    const typing = numberInputView({ value: 10, draft: '12' }, { min: 0, max: 10 }, t);
    expect(typing).toMatchObject({ text: '12', problem: 'above', canIncrement: false });
    expect(typing.message).toBe(t('number-input.above', { max: '10' }));
    const bad = numberInputView({ value: 1, draft: 'x' }, {}, t);
    expect(bad).toMatchObject({ problem: 'invalid', message: t('number-input.invalid'), hint: '' });
    expect(bad.inputMode).toBe('decimal');
    const off = numberInputView({ value: 1, draft: null, disabled: true }, {}, t);
    expect(off).toMatchObject({ canIncrement: false, canDecrement: false });
  });
});
