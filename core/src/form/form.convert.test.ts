import { convertOnLoad, convertOnSubmit, type FieldConversion, type FormConversions } from './form.convert';

const tags: FieldConversion<string, string[]> = {
  load: (stored) => (stored ? stored.split(',') : []),
  submit: (edited) => edited.join(','),
};
const cents: FieldConversion<number, number> = {
  load: (stored) => stored / 100,
  submit: (edited) => Math.round(edited * 100),
};
const conversions: FormConversions = {
  tags,
  cents,
  onlyOut: { submit: (edited, values) => `${String(edited)}@${String(values.tags)}` },
};

describe('field value conversion', () => {
  it('converts declared fields on load and leaves the rest alone', () => {
    const stored = { tags: 'a,b', cents: 1250, name: 'x', onlyOut: 'y' };
    expect(convertOnLoad(stored, conversions)).toEqual({
      tags: ['a', 'b'],
      cents: 12.5,
      name: 'x',
      onlyOut: 'y',
    });
    expect(stored.tags).toBe('a,b');
  });

  it('converts back on submit, each hook seeing the edited values', () => {
    expect(convertOnSubmit({ tags: ['a'], cents: 0.1, onlyOut: 'y' }, conversions)).toEqual({
      tags: 'a',
      cents: 10,
      onlyOut: 'y@a',
    });
  });

  it('does not invent a field the values lack', () => {
    expect(convertOnSubmit({ name: 'x' }, conversions)).toEqual({ name: 'x' });
  });

  it('round-trips', () => {
    const edited = convertOnLoad({ tags: 'a,b', cents: 99 }, conversions);
    expect(convertOnSubmit(edited, { tags, cents })).toEqual({ tags: 'a,b', cents: 99 });
  });
});
