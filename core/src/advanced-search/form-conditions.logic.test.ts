import type { FormItem } from '../form';
import type { SearchFieldItem } from './advanced-search.types';
import { formItemCondition, searchConditions } from './form-conditions.logic';

const own: SearchFieldItem[] = [{ id: 'keyword', title: 'Keyword', itemType: 'INPUT' }];

describe('searchConditions (spec 3 inSearchAdvanced)', () => {
  it('adds the flagged form items after the panel conditions and leaves the others out', () => {
    const items: FormItem[] = [
      { id: 'name', itemType: 'INPUT', label: 'Name', inSearchAdvanced: true },
      { id: 'note', itemType: 'TEXTAREA', label: 'Note' },
      { id: 'stage', itemType: 'SELECT', label: 'Stage', inSearchAdvanced: false, options: [] },
      { id: 'due', itemType: 'DATEPICKER', label: 'Due', inSearchAdvanced: true, selectedKeyPrior: true },
    ];
    expect(searchConditions(own, items).map((field) => field.id)).toEqual(['keyword', 'name', 'due']);
  });

  it('keeps the host condition when a form item has the same id', () => {
    const items: FormItem[] = [
      { id: 'keyword', itemType: 'TEXTAREA', label: 'Other', inSearchAdvanced: true },
    ];
    expect(searchConditions(own, items)).toEqual(own);
  });

  it('gives the panel conditions unchanged without form items', () => {
    expect(searchConditions(own)).toEqual(own);
  });

  it('leaves out a flagged item whose type filters nothing (upload, rich text, signature ...)', () => {
    const items: FormItem[] = ['UPLOAD', 'RICHTEXT', 'SIGNATURE', 'RATE', 'SWITCH', 'PASSWORD', 'CUSTOM'].map(
      (itemType) => ({ id: itemType, itemType, label: itemType, inSearchAdvanced: true }),
    );
    expect(searchConditions([], items)).toEqual([]);
  });
});

describe('formItemCondition', () => {
  it.each([
    ['INPUT', 'INPUT'],
    ['TEXTAREA', 'INPUT'],
    ['INPUTNUMBER', 'INPUTNUMBER'],
    ['SCOPE', 'SCOPE'],
    ['RADIO', 'RADIO'],
    ['CHECKBOX', 'CHECKBOX'],
    ['FILTERBUTTONS', 'CHECKBOX'],
    ['SELECT', 'SELECT'],
    ['DATEPICKER', 'DATEPICKER'],
    ['DATETIMEPICKER', 'DATETIMEPICKER'],
  ])('a %s item is a %s condition', (itemType, kind) => {
    expect(formItemCondition({ id: 'f', itemType, label: 'F' })?.itemType).toBe(kind);
  });

  it('carries options, the browser, dates as a period, hidden and disabled', () => {
    expect(
      formItemCondition({
        id: 'owner',
        itemType: 'BROWSER',
        label: 'Owner',
        multiple: true,
        disabled: true,
        browserBean: { type: 'resource', module: 'hrm' },
      }),
    ).toEqual({
      id: 'owner',
      title: 'Owner',
      itemType: 'BROWSER',
      disable: true,
      browser: { type: 'resource', module: 'hrm', multiple: true },
    });
    expect(
      formItemCondition({
        id: 'stage',
        itemType: 'SELECT',
        label: 'Stage',
        hide: true,
        options: [{ id: 'a', content: 'Alpha' }],
      }),
    ).toEqual({
      id: 'stage',
      title: 'Stage',
      itemType: 'SELECT',
      hide: true,
      options: [{ value: 'a', label: 'Alpha' }],
    });
    expect(
      formItemCondition({ id: 'due', itemType: 'DATETIMEPICKER', label: 'Due', selectedKeyPrior: true }),
    ).toEqual({ id: 'due', title: 'Due', itemType: 'DATETIMEPICKER', isRange: true, selectedKeyPrior: true });
    expect(
      formItemCondition({
        id: 'rel',
        itemType: 'TYPESBROWSER',
        label: 'Related',
        browserTypes: [{ type: 'resource', label: 'People' }],
      })?.browser,
    ).toEqual({ module: undefined, types: [{ type: 'resource', label: 'People' }] });
  });
});
