import { connectEnv } from '../shared/connect';
import type { SearchFieldView } from './advanced-search.connect';
import { conditionSummary, lightFilterView } from './light-filter.logic';
import { advancedSearchTexts } from './messages';

const { t } = connectEnv(advancedSearchTexts, 'en_US', 'desktop');

const field = (patch: Partial<SearchFieldView>): SearchFieldView =>
  ({
    id: 'f',
    title: 'Field',
    kind: 'INPUT',
    value: null,
    choices: [
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
      { value: 'c', label: 'Gamma' },
    ],
    textValue: '',
    chosenIds: [],
    selectedItems: [],
    scopeText: { min: '', max: '' },
    secretLevelText: '',
    date: null,
    ...patch,
  }) as SearchFieldView;

describe('conditionSummary', () => {
  it.each<[string, Partial<SearchFieldView>, string]>([
    ['empty', {}, ''],
    ['text', { value: ' acme ', textValue: ' acme ' }, 'acme'],
    ['select', { kind: 'SELECT', value: 'b', chosenIds: ['b'] }, 'Beta'],
    ['two check boxes', { kind: 'CHECKBOX', value: ['a', 'b'], chosenIds: ['a', 'b'] }, 'Alpha, Beta'],
    [
      'three check boxes',
      { kind: 'CHECKBOX', value: ['a', 'b', 'c'], chosenIds: ['a', 'b', 'c'] },
      '3 chosen',
    ],
    [
      'a person',
      {
        kind: 'BROWSER',
        value: [{ id: 'u2', type: 'resource', name: '吴超' }],
        selectedItems: [{ id: 'u2', type: 'resource', name: '吴超' }],
      },
      '吴超',
    ],
    [
      'a scope',
      { kind: 'SCOPE', value: { min: 10, max: 500 }, scopeText: { min: '10', max: '500' } },
      '10 ~ 500',
    ],
    [
      'a lower bound',
      { kind: 'SCOPE', value: { min: 10, max: null }, scopeText: { min: '10', max: '' } },
      '≥ 10',
    ],
    [
      'an upper bound',
      { kind: 'SCOPE', value: { min: null, max: 5 }, scopeText: { min: '', max: '5' } },
      '≤ 5',
    ],
    [
      'a date preset',
      {
        kind: 'DATEPICKER',
        value: { value: [null, null], selectedKey: 'thisWeek', selectedName: 'This week' },
        date: { value: [null, null], selectedKey: 'thisWeek', selectedName: 'This week' },
      },
      'This week',
    ],
    [
      'a date range',
      {
        kind: 'DATEPICKER',
        value: { value: ['2026-01-01', '2026-01-31'], selectedKey: '', selectedName: '' },
        date: { value: ['2026-01-01', '2026-01-31'], selectedKey: '', selectedName: '' },
      },
      '2026-01-01 ~ 2026-01-31',
    ],
  ])('sums up %s', (_, patch, summary) => {
    expect(conditionSummary(field(patch), t)).toBe(summary);
  });
});

describe('lightFilterView', () => {
  const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => field({ id, title: id.toUpperCase() }));

  it('shows the first four as chips and the rest under more filters', () => {
    const view = lightFilterView(six, t);
    expect(view.chips.map((chip) => chip.field.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(view.more?.label).toBe('More filters (2)');
    expect(view.more?.fields.map((f) => f.id)).toEqual(['e', 'f']);
    expect(view.chips[0]).toMatchObject({ active: false, summary: '', clearLabel: 'Clear A' });
  });

  it('never hides a condition that holds a value', () => {
    const fields = [...six.slice(0, 5), field({ id: 'f', title: 'F', value: 'x', textValue: 'x' })];
    const view = lightFilterView(fields, t);
    expect(view.chips.map((chip) => chip.field.id)).toEqual(['a', 'b', 'c', 'd', 'f']);
    expect(view.chips[4]).toMatchObject({ active: true, summary: 'x' });
    expect(view.more?.fields.map((f) => f.id)).toEqual(['e']);
    expect(lightFilterView(six.slice(0, 3), t).more).toBeNull();
  });
});
