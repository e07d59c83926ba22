import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import {
  applyDependencies,
  cascadeRuleMatches,
  dependencyFills,
  formDependencies,
} from './form.dependencies';
import { connectForm } from './form.connect';
import { advancedSearchItems, collectFormData, validateForm } from './form.logic';
import { formMachine, type FormInput, type FormSaveRequest, type FormSaveResult } from './form.machine';
import { pickedGroups } from './form.members';
import { parseCard, parseDataParams, parseFormItems } from './form.service';
import type { FormCard, FormDependency, FormItem } from './form.types';
import { effectiveItems, itemsBySection } from './form.view.logic';
import { formTexts } from './messages';

const items: FormItem[] = [
  {
    id: 'type',
    itemType: 'RADIO',
    label: 'Type',
    options: [
      { id: '1', content: 'Person' },
      { id: '2', content: 'Company' },
    ],
    cascadeRules: [
      { effect: 'show', values: ['2'], targets: ['company'] },
      { effect: 'require', values: ['2'], targets: ['taxId'] },
      { effect: 'fill', values: ['1'], targets: ['taxId'], value: 'n/a' },
    ],
  },
  { id: 'company', itemType: 'INPUT', label: 'Company' },
  { id: 'taxId', itemType: 'INPUT', label: 'Tax id' },
  {
    id: 'private',
    itemType: 'SWITCH',
    label: 'Private',
    cascadeRules: [{ effect: 'hide', values: [true], targets: ['notes'] }],
  },
  { id: 'notes', itemType: 'TEXTAREA', label: 'Notes' },
];

const shown = (list: FormItem[]) => list.filter((item) => !item.hide).map((item) => item.id);

describe('field dependencies (spec 3 cascadeRules)', () => {
  it('matches values as text, entries by id, multiple values by any entry; notIn inverts', () => {
    expect(cascadeRuleMatches({ values: ['2'] }, 2)).toBe(true);
    expect(cascadeRuleMatches({ values: ['2'] }, ['1', '2'])).toBe(true);
    expect(cascadeRuleMatches({ values: ['g1'] }, [{ id: 'g1', name: 'Team' }])).toBe(true);
    expect(cascadeRuleMatches({ values: [true] }, false)).toBe(false);
    expect(cascadeRuleMatches({}, '')).toBe(false);
    expect(cascadeRuleMatches({}, 'x')).toBe(true);
    expect(cascadeRuleMatches({ values: ['2'], operate: 'notIn' }, '1')).toBe(true);
    expect(cascadeRuleMatches({ operate: 'notIn' }, undefined)).toBe(true);
  });

  it('shows a show target only while its rule holds, hides and requires by value', () => {
    const deps = formDependencies(items);
    expect(shown(applyDependencies(items, {}, deps))).toEqual(['type', 'taxId', 'private', 'notes']);
    const company = applyDependencies(items, { type: '2', private: true }, deps);
    expect(shown(company)).toEqual(['type', 'company', 'taxId', 'private']);
    expect(company.find((item) => item.id === 'taxId')?.required).toBe(true);
    expect(applyDependencies(items, { type: '1' }, deps).find((i) => i.id === 'taxId')?.required).toBe(
      undefined,
    );
  });

  it('settles chains: a hidden field sets off none of its rules', () => {
    const chain: FormItem[] = [
      { id: 'a', itemType: 'SWITCH', label: 'A' },
      {
        id: 'b',
        itemType: 'SWITCH',
        label: 'B',
        cascadeRules: [{ effect: 'show', values: [true], targets: ['c'] }],
      },
      { id: 'c', itemType: 'INPUT', label: 'C' },
    ];
    const extra: FormDependency[] = [{ source: 'a', effect: 'hide', values: [true], targets: ['b'] }];
    const deps = formDependencies(chain, extra);
    expect(shown(applyDependencies(chain, { a: false, b: true }, deps))).toEqual(['a', 'b', 'c']);
    expect(shown(applyDependencies(chain, { a: true, b: true }, deps))).toEqual(['a']);
  });

  it('fills targets when the value sets a fill rule off, and only when something changes', () => {
    const deps = formDependencies(items);
    expect(dependencyFills('type', '1', deps, {})).toEqual({ taxId: 'n/a' });
    expect(dependencyFills('type', '1', deps, { taxId: 'n/a' })).toEqual({});
    expect(dependencyFills('type', '2', deps, {})).toEqual({});
  });

  it('a required-by-rule field is validated; a hidden one is not', () => {
    const shape = { items, layout: [], customLayout: [], groups: [], displayModules: undefined };
    const company = effectiveItems({ ...shape, data: { type: '2' } });
    expect(validateForm(company, { type: '2' }).errors).toEqual({ taxId: ['请填写Tax id'] });
    const hidden = effectiveItems({ ...shape, data: { type: '1', private: true } });
    expect(shown(hidden)).not.toContain('notes');
  });
});

describe('form item attributes (spec 3)', () => {
  it('reads cascadeRules, attributeNames, showGroupId, selectedKeyPrior and inSearchAdvanced from an answer', () => {
    const [item] = parseFormItems([
      {
        id: 'kind',
        itemType: 'SELECT',
        label: 'Kind',
        attributeNames: { id: 'value', content: 'label', __proto__: 'x' },
        options: [{ value: 7, label: 'Seven' }, { label: 'no id' }],
        cascadeRules: [
          { effect: 'show', values: ['7', { bad: 1 }], targets: ['other', 'unknown'] },
          { effect: 'explode', targets: ['other'] },
        ],
        showGroupId: 'side',
        selectedKeyPrior: true,
        inSearchAdvanced: true,
      },
      { id: 'other', itemType: 'INPUT', label: 'Other' },
    ]);
    expect(item).toMatchObject({
      options: [{ id: '7', content: 'Seven' }],
      cascadeRules: [{ effect: 'show', values: ['7'], targets: ['other'] }],
      showGroupId: 'side',
      selectedKeyPrior: true,
      inSearchAdvanced: true,
    });
    expect(advancedSearchItems([item!, { id: 'x', itemType: 'INPUT', label: 'X' }])).toEqual([item]);
  });

  it('shows a field in its showGroupId section', () => {
    const sections = itemsBySection(
      [{ id: 'a', itemType: 'INPUT', label: 'A', groupId: 'data', showGroupId: 'shown' }],
      [
        { id: 'data', title: 'Data' },
        { id: 'shown', title: 'Shown' },
      ],
    );
    expect(sections.map((s) => [s.group.id, s.items.map((i) => i.id)])).toEqual([
      ['data', []],
      ['shown', ['a']],
    ]);
  });

  it('opens the showGroupId section of the first error', () => {
    const result = validateForm(
      [{ id: 'a', itemType: 'INPUT', label: 'A', required: true, groupId: 'data', showGroupId: 'shown' }],
      {},
    );
    expect(result.firstErrorGroup).toBe('shown');
  });

  it('shows a selectedKeyPrior date by its preset name', () => {
    const actor = createActor(formMachine, {
      input: {
        card: {
          items: [{ id: 'd', itemType: 'DATEPICKER', label: 'D', selectedKeyPrior: true, readOnly: true }],
          data: { d: { value: '2026-11-23', selectedKey: 'thisWeek', selectedName: 'This week' } },
        },
      },
    }).start();
    const view = connectForm(actor.getSnapshot(), actor.send, connectEnv(formTexts, 'en_US', 'desktop'));
    expect(view.fields[0]).toMatchObject({ text: 'This week', dateValue: '2026-11-23' });
  });

  it('sends a selectedKeyPrior date as its preset', () => {
    const date: FormItem = { id: 'd', itemType: 'DATEPICKER', label: 'D', selectedKeyPrior: true };
    const value = { value: '2026-11-23', selectedKey: 'thisWeek', selectedName: 'This week' };
    expect(collectFormData([date], { d: value })).toEqual({
      d: { selectedKey: 'thisWeek', selectedName: 'This week' },
    });
    expect(collectFormData([{ ...date, selectedKeyPrior: false }], { d: value })).toEqual({ d: value });
  });

  it('lists a picked group with its well-formed members (childrenData)', () => {
    expect(
      pickedGroups([
        {
          id: 'g1',
          name: 'Design',
          childrenData: [
            { id: 'u1', name: 'Lin', department: 'UX' },
            { id: 2, name: 'Wu' },
            { name: 'no id' },
            'x',
          ],
        },
        { id: 'u9', name: 'Solo' },
      ]),
    ).toEqual([
      {
        id: 'g1',
        name: 'Design',
        members: [
          { id: 'u1', name: 'Lin', department: 'UX' },
          { id: '2', name: 'Wu' },
        ],
      },
    ]);
  });

  it('reads the card state of a layout answer: relevanceDatas, headers, secret level, real-time saving', () => {
    const card = parseCard(
      {
        items: [],
        relevanceDatas: { document: [{ targetId: 'd1', targetName: 'Plan' }, { nope: 1 }], 'bad kind': [] },
        requestHeaderParams: { 'x-tenant': 't1', 'bad header': 'x', 'x-split': 'a\r\nb' },
        secretLevel: 3,
        secretLevelValidity: '2027-01-01',
        prohibitRealTimeSaving: true,
      },
      {},
      {},
      'task',
    );
    expect(card).toMatchObject({
      relevanceDatas: [{ kind: 'document', items: [{ targetId: 'd1', targetName: 'Plan' }] }],
      requestHeaderParams: { 'x-tenant': 't1' },
      secretLevel: 3,
      secretLevelValidity: '2027-01-01',
      prohibitRealTimeSaving: true,
    });
  });
});

describe('parseDataParams (spec 3 card state dataParams)', () => {
  it('keeps well-named text, number and boolean values and drops the rest', () => {
    expect(
      parseDataParams({
        objectId: 'c1',
        stage: 2,
        open: true,
        'bad name': 'x',
        nested: { a: 1 },
        broken: 'a\r\nb',
        long: 'x'.repeat(257),
        nan: Number.NaN,
      }),
    ).toEqual({ objectId: 'c1', stage: 2, open: true });
    expect(parseDataParams('x')).toBeUndefined();
    expect(parseDataParams({ nested: {} })).toBeUndefined();
  });

  it('is read from a layout answer', () => {
    expect(parseCard({ items: [], dataParams: { objectId: 'r9' } }, {}, {}, 'crm').dataParams).toEqual({
      objectId: 'r9',
    });
  });
});

describe('form machine with dependencies and per-field saving', () => {
  const card: FormCard = {
    title: 'Customer',
    module: 'crm',
    saveDataParams: { objectId: 'c1' },
    items: [
      { id: 'name', itemType: 'INPUT', label: 'Name', required: true },
      ...items,
      {
        id: 'owner',
        itemType: 'BROWSER',
        label: 'Owner',
      },
    ],
    data: { name: 'Acme', owner: [{ id: 'g1', name: 'Sales', childrenData: [{ id: 'u1', name: 'Lin' }] }] },
    requestHeaderParams: { 'x-tenant': 't1' },
  };

  function start(input: FormInput) {
    const save = jest.fn(async (request: FormSaveRequest): Promise<FormSaveResult | void> => ({
      data: request.data,
    }));
    const machine = formMachine.provide({
      actors: {
        saveCard: fromPromise<FormSaveResult | void, FormSaveRequest>(({ input: request }) => save(request)),
        loadCard: fromPromise<FormCard, { kind: string; id: string }>(async () => card),
      },
    });
    const actor = createActor(machine, { input }).start();
    const view = () =>
      connectForm(actor.getSnapshot(), actor.send, connectEnv(formTexts, 'en_US', 'desktop'));
    const field = (id: string) => view().fields.find((f) => f.id === id);
    return { actor, view, field, save };
  }

  it('gives a browser field the card’s dataParams for its calls (spec 3), none without them', () => {
    const { field } = start({ card: { ...card, dataParams: { objectId: 'c1', stage: 2 } } });
    expect(field('owner')!.browserParams).toEqual({ objectId: 'c1', stage: 2 });
    expect(start({ card }).field('owner')!.browserParams).toBeUndefined();
  });

  it('gives a types browser field (several browser types) the card’s dataParams too (issue 36)', () => {
    const typed: FormCard = {
      ...card,
      dataParams: { objectId: 'c1' },
      items: [
        ...card.items,
        {
          id: 'party',
          itemType: 'TYPESBROWSER',
          label: 'Party',
          browserTypes: [
            { type: 'resource', label: 'People' },
            { type: 'customer', label: 'Customers' },
          ],
        },
      ],
    };
    expect(start({ card: typed }).field('party')!.browserParams).toEqual({ objectId: 'c1' });
  });

  it('shows, requires and fills as the value changes; the host dependencies join the items’', () => {
    const { view, field } = start({
      card,
      dependencies: [{ source: 'name', effect: 'hide', values: ['hidden'], targets: ['notes'] }],
    });
    expect(field('company')).toBeUndefined();
    field('type')!.set('2');
    expect(field('company')).toBeDefined();
    expect(field('taxId')!.required).toBe(true);
    field('type')!.set('1');
    expect(field('company')).toBeUndefined();
    expect(field('taxId')!.value).toBe('n/a');
    field('name')!.set('hidden');
    expect(view().fields.map((f) => f.id)).not.toContain('notes');
  });

  it('lists the members of a picked group under the field', () => {
    const { field } = start({ card });
    expect(field('owner')!.memberGroups).toEqual([
      { id: 'g1', label: 'Members of Sales (1)', members: [{ id: 'u1', text: 'Lin' }] },
    ]);
  });

  it('saves each field once done on a loaded hover-edit card, with the card’s headers', async () => {
    const { actor, view, field, save } = start({ source: { kind: 'customer', id: 'c1' }, hoverEdit: true });
    await waitFor(actor, (s) => s.matches('initialised'));
    expect(view()).toMatchObject({ savesPerField: true, cardState: { secretLevel: -999 } });
    field('name')!.startEdit();
    field('name')!.set('Acme Ltd');
    expect(save).not.toHaveBeenCalled();
    field('name')!.endEdit();
    await waitFor(actor, (s) => s.matches({ initialised: 'editing' }) && save.mock.calls.length === 1);
    expect(save.mock.calls[0]![0]).toMatchObject({
      data: { name: 'Acme Ltd' },
      fields: ['name'],
      requestHeaderParams: { 'x-tenant': 't1' },
    });
    // a switch is done at once
    field('private')!.set(true);
    await waitFor(actor, () => save.mock.calls.length === 2);
    expect(save.mock.calls[1]![0]).toMatchObject({ data: { private: true }, fields: ['private'] });
    // a field done with an error is not sent
    field('name')!.startEdit();
    field('name')!.set('');
    field('name')!.endEdit();
    expect(field('name')!.errorText).toBe('请填写Name');
    expect(save).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ initialised: 'editing' })).toBe(true);
  });

  it('prohibitRealTimeSaving waits for the explicit save', async () => {
    const { actor, view, field, save } = start({
      card: { ...card, prohibitRealTimeSaving: true },
      remote: true,
      hoverEdit: true,
    });
    expect(view().savesPerField).toBe(false);
    field('name')!.startEdit();
    field('name')!.set('Acme Ltd');
    field('name')!.endEdit();
    field('private')!.set(true);
    expect(save).not.toHaveBeenCalled();
    view().submit();
    await waitFor(actor, () => save.mock.calls.length === 1);
    expect(save.mock.calls[0]![0].fields).toBeUndefined();
    expect(save.mock.calls[0]![0].data).toMatchObject({ name: 'Acme Ltd', private: true });
  });
});
