import type { FormItem } from './form.types';
import { formValuesFromQuery, formValuesToQuery, isUrlMirrored } from './form.url';

const options = [
  { id: 'a', content: 'A' },
  { id: 'b', content: 'B' },
  { id: 'c', content: 'C', disabled: true },
];
const items: FormItem[] = [
  { id: 'name', itemType: 'INPUT', label: 'Name' },
  { id: 'age', itemType: 'INPUTNUMBER', label: 'Age', min: 0, max: 150 },
  { id: 'on', itemType: 'SWITCH', label: 'On' },
  { id: 'day', itemType: 'DATEPICKER', label: 'Day' },
  { id: 'kind', itemType: 'RADIO', label: 'Kind', options },
  { id: 'tags', itemType: 'CHECKBOX', label: 'Tags', options },
  { id: 'secret', itemType: 'PASSWORD', label: 'Secret' },
];

describe('form URL mirror', () => {
  it('never mirrors a password or a picked entry', () => {
    expect(isUrlMirrored(items[6]!)).toBe(false);
    expect(isUrlMirrored({ id: 'who', itemType: 'BROWSER', label: 'Who' })).toBe(false);
  });

  it('reads declared fields that fit their type', () => {
    const search = '?name=Ann&age=42&on=true&day=2026-02-28&kind=b&tags=a&tags=b&tags=a&secret=x&other=1';
    expect(formValuesFromQuery(items, search)).toEqual({
      name: 'Ann',
      age: 42,
      on: true,
      day: '2026-02-28',
      kind: 'b',
      tags: ['a', 'b'],
    });
  });

  it('drops values that do not fit', () => {
    const search = 'age=999&on=yes&day=2026-02-30&kind=c&tags=zz&name=' + 'x'.repeat(3000);
    const values = formValuesFromQuery(items, search);
    expect(values).toEqual({ tags: [], name: 'x'.repeat(2000) });
    expect(formValuesFromQuery(items, 'age=&day=<script>&kind=__proto__')).toEqual({});
    expect(formValuesFromQuery(items, 'age=Infinity')).toEqual({});
  });

  it('writes values and keeps the page’s other parameters', () => {
    const query = formValuesToQuery(
      items,
      { name: 'A n', age: 3, tags: ['a', 'b'], on: false, secret: 'x' },
      '?tab=2&name=old',
    );
    expect(query).toBe('tab=2&name=A+n&age=3&on=false&tags=a&tags=b');
    expect(formValuesFromQuery(items, query)).toEqual({ name: 'A n', age: 3, on: false, tags: ['a', 'b'] });
    expect(formValuesToQuery(items, { name: '' }, 'name=x')).toBe('');
  });
});
