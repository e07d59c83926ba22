import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectForm } from './form.connect';
import { formMachine, type FormInput, type FormSaveRequest, type FormSaveResult } from './form.machine';
import type { FormCard } from './form.types';
import { formTexts } from './messages';

const card: FormCard = {
  title: 'Task',
  module: 'task',
  saveDataParams: { objectId: 't1' },
  items: [
    { id: 'name', itemType: 'INPUT', label: 'Name', required: true, groupId: 'base' },
    { id: 'notes', itemType: 'TEXTAREA', label: 'Notes', groupId: 'base' },
    { id: 'budget', itemType: 'INPUTNUMBER', label: 'Budget', required: true, groupId: 'more' },
    { id: 'secret', itemType: 'INPUT', label: 'Secret', hide: true, groupId: 'more' },
    { id: 'done', itemType: 'SWITCH', label: 'Done', groupId: 'more' },
  ],
  data: { name: 'Plan', notes: 'n' },
  layout: [{ id: 'cell-1', items: ['name'] }],
  groups: [
    { id: 'base', title: 'Basics', kind: 'normal' },
    { id: 'more', title: 'More', kind: 'collapsible', module: 'crm' },
  ],
  tags: [
    { id: 'red', name: 'Urgent' },
    { id: 'blue', name: 'Later' },
  ],
};

type Save = (request: FormSaveRequest) => Promise<FormSaveResult | void>;

function start(input: FormInput, save: jest.Mock & Save = jest.fn(async () => undefined)) {
  const machine = formMachine.provide({
    actors: {
      saveCard: fromPromise<FormSaveResult | void, FormSaveRequest>(({ input: request }) => save(request)),
      loadCard: fromPromise<FormCard, { kind: string; id: string }>(async ({ input: source }) => {
        if (source.id === 'missing') throw new Error('not found');
        return card;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: { type: string; [key: string]: unknown }[] = [];
  actor.on('*', (event) => emitted.push(event));
  const view = (locale: 'zh_CN' | 'en_US' = 'en_US') =>
    connectForm(actor.getSnapshot(), actor.send, connectEnv(formTexts, locale, 'desktop'));
  return { actor, emitted, save, view };
}

describe('form machine (spec 4)', () => {
  it('is uninitialised until INIT, then initialised with the card', () => {
    const { actor, view } = start({});
    expect(actor.getSnapshot().matches('uninitialised')).toBe(true);
    expect(view()).toMatchObject({
      status: 'waiting',
      initialised: false,
      skeleton: { containerHeight: 300, rowHeight: 40 },
    });
    actor.send({ type: 'INIT', card });
    expect(actor.getSnapshot().matches('initialised')).toBe(true);
    expect(view().fields.map((f) => f.id)).toEqual(['name', 'notes', 'budget', 'done']);
    expect(view().contentHeight).toBe(44 + 70 + 44 + 44);
  });

  it('loads a card by its source, and retries after a failure', async () => {
    const ok = start({ source: { kind: 'task', id: 't1' } });
    expect(ok.view().status).toBe('loading');
    await waitFor(ok.actor, (s) => s.matches('initialised'));
    expect(ok.view().title).toBe('Task');
    const bad = start({ source: { kind: 'task', id: 'missing' } });
    await waitFor(bad.actor, (s) => s.matches({ uninitialised: 'failed' }));
    // issue 35 item 10: what failed in the user's words, never the client's text
    expect(bad.view().loadError).toBe('Could not load. Please try again later.');
    bad.actor.send({ type: 'LOAD.RETRY' });
    expect(bad.view().status).toBe('loading');
  });

  it('changes fields, and RESET restores the initial data, layout and custom layout', () => {
    const { actor, view, emitted } = start({ card });
    view().fields[0]!.set('Other');
    actor.send({ type: 'CONDITION.ADD', fieldId: 'secret' });
    expect(view().values.name).toBe('Other');
    expect(emitted).toContainEqual({ type: 'change', values: expect.objectContaining({ name: 'Other' }) });
    actor.send({ type: 'RESET' });
    expect(view().values).toEqual({ name: 'Plan', notes: 'n' });
    expect(actor.getSnapshot().context.customLayout).toEqual([]);
    expect(actor.getSnapshot().context.layout).toEqual(card.layout);
  });

  it('on a failed submit keeps the errors, opens the first error group and asks to scroll to it', () => {
    const { actor, view, emitted, save } = start({ card });
    expect(view().sections.find((s) => s.id === 'more')!.open).toBe(false);
    view().fields[0]!.set('');
    view().submit();
    expect(actor.getSnapshot().context.errors).toEqual({
      name: [expect.any(String)],
      budget: [expect.any(String)],
    });
    expect(view().scrollRequest).toEqual({ field: 'name', group: 'base', seq: 1 });
    expect(emitted).toContainEqual({ type: 'scrollToField', field: 'name', group: 'base' });
    expect(view().notice).toEqual({ type: 'error', text: 'Check the fields marked in red (2)' });
    view().fields[0]!.set('Plan');
    expect(view().fields[0]!.errors).toEqual([]);
    view().submit();
    expect(view().scrollRequest).toMatchObject({ field: 'budget', group: 'more', seq: 2 });
    expect(view().sections.find((s) => s.id === 'more')!.open).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the non-empty data and reports it', async () => {
    const { actor, view, emitted, save } = start({ card, remote: true });
    view()
      .fields.find((f) => f.id === 'name')!
      .set('Plan 2');
    actor.send({ type: 'FIELD.CHANGE', id: 'budget', value: 0 });
    view().submit();
    expect(view().saving).toBe(true);
    await waitFor(actor, (s) => s.matches({ initialised: 'editing' }));
    expect(save).toHaveBeenCalledWith({
      module: 'task',
      saveDataParams: { objectId: 't1' },
      data: { name: 'Plan 2', notes: 'n', budget: 0 },
    });
    expect(view().notice).toEqual({ type: 'success', text: 'Saved' });
    expect(emitted).toContainEqual({ type: 'saved', data: { name: 'Plan 2', notes: 'n', budget: 0 } });
  });

  it('shows server field errors and save failures', async () => {
    const errors = start(
      { card: { ...card, data: { name: 'a', budget: 1 } } },
      jest.fn(async () => ({ errors: { name: ['taken', 'taken'] } })),
    );
    errors.view().submit();
    await waitFor(errors.actor, (s) => s.matches({ initialised: 'editing' }));
    expect(errors.view().fields[0]!.errors).toEqual(['taken']);
    const failing = start(
      { card: { ...card, data: { name: 'a', budget: 1 } } },
      jest.fn(async () => Promise.reject(new Error('down'))),
    );
    failing.view().submit();
    await waitFor(failing.actor, (s) => s.matches({ initialised: 'editing' }));
    expect(failing.view().notice).toEqual({
      type: 'error',
      text: 'Could not save: your changes are not saved yet. Please try again later.',
    });
    const offline = start(
      { card: { ...card, data: { name: 'a', budget: 1 } } },
      jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    offline.view().submit();
    await waitFor(offline.actor, (s) => s.matches({ initialised: 'editing' }));
    expect(offline.view('zh_CN').notice?.text).toBe(
      '保存失败，修改尚未保存。无法连接到服务器，请检查网络后重试',
    );
  });

  it('refuses to save while lockSave is set', () => {
    const { actor, view, save } = start({
      card: { ...card, data: { name: 'a', budget: 1 } },
      lockSave: true,
    });
    view().submit();
    expect(actor.getSnapshot().matches({ initialised: 'editing' })).toBe(true);
    expect(view().notice?.type).toBe('warning');
    view().setLockSave(false);
    view().submit();
    expect(actor.getSnapshot().matches({ initialised: 'saving' })).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('reports a remote save without objectId or module as console errors (spec 8)', () => {
    const { view, emitted, save } = start({
      card: { ...card, data: { name: 'a', budget: 1 }, saveDataParams: {}, module: '' },
      remote: true,
    });
    view().submit();
    expect(save).not.toHaveBeenCalled();
    const messages = emitted.filter((e) => e.type === 'configError').map((e) => e.message);
    expect(messages).toEqual([expect.stringContaining('objectId'), expect.stringContaining('currentModule')]);
  });

  it('hides and shows tags', () => {
    const { view } = start({ card });
    view().tags[0]!.hide();
    expect(view().tags.map((t) => t.id)).toEqual(['blue']);
    expect(view().hiddenTagCount).toBe(1);
    view().showTags();
    expect(view().tags).toHaveLength(2);
  });

  it('adds, switches and deletes custom condition rows', () => {
    const { actor, view } = start({ card });
    view().conditions.add();
    actor.send({ type: 'CONDITION.ADD', fieldId: 'secret' });
    actor.send({ type: 'CONDITION.ADD', fieldId: 'nope' });
    expect(view().conditions.rows.map((r) => r.fieldId)).toEqual(['name', 'secret']);
    view()
      .sections.find((s) => s.id === 'more')!
      .toggle();
    expect(view().fields.map((f) => f.id)).toContain('secret');
    view().conditions.rows[1]!.change('done');
    expect(view().conditions.rows[1]!.fieldId).toBe('done');
    expect(view().fields.map((f) => f.id)).not.toContain('secret');
    view().conditions.rows[0]!.remove();
    expect(view().conditions.rows.map((r) => r.fieldId)).toEqual(['done']);
  });

  it('hides a module left out by displayModules', () => {
    const { actor, view } = start({ card, displayModules: ['task'] });
    expect(view().sections.map((s) => s.id)).toEqual(['base']);
    actor.send({ type: 'DISPLAY_MODULES.SET', modules: undefined });
    expect(view().sections.map((s) => s.id)).toEqual(['base', 'more']);
  });

  it('hover-edit shows most items read-only until picked (spec 4)', () => {
    const { actor, view } = start({ card, hoverEdit: true });
    actor.send({ type: 'GROUP.TOGGLE', id: 'more' });
    const field = (id: string) => view().fields.find((f) => f.id === id)!;
    expect(field('name')).toMatchObject({ readOnly: true, hoverEditable: true, editing: false });
    expect(field('done')).toMatchObject({ readOnly: false, hoverEditable: false });
    field('name').startEdit();
    expect(field('name')).toMatchObject({ readOnly: false, editing: true });
    field('name').endEdit();
    expect(field('name').readOnly).toBe(true);
    view().setHoverEdit(false);
    expect(field('name').readOnly).toBe(false);
  });

  it('toggles sections and layout boxes', () => {
    const { view } = start({ card });
    const base = () => view().sections.find((s) => s.id === 'base')!;
    expect(base()).toMatchObject({ open: true, toggles: true, toggleLabel: 'Collapse Basics' });
    expect(view().boxes.side).toMatchObject({ hidden: false, width: 200, toggleLabel: 'Hide the side bar' });
    base().toggle();
    expect(base()).toMatchObject({ open: false, toggleLabel: 'Expand Basics' });
    view().boxes.toggle('side');
    expect(view().boxes.side.hidden).toBe(true);
  });
});

describe('form field view: the value as each control takes it', () => {
  const controls: FormCard = {
    title: 'Controls',
    items: [
      { id: 'count', itemType: 'INPUTNUMBER', label: 'Count' },
      { id: 'range', itemType: 'SCOPE', label: 'Range' },
      {
        id: 'one',
        itemType: 'SELECT',
        label: 'One',
        options: [
          { id: 'a', content: 'A' },
          { id: 'b', content: 'B', disabled: true },
        ],
      },
      { id: 'many', itemType: 'SELECT', label: 'Many', multiple: true, options: [{ id: 'a', content: 'A' }] },
      { id: 'ticks', itemType: 'CHECKBOX', label: 'Ticks', options: [{ id: 'a', content: 'A' }] },
      { id: 'who', itemType: 'BROWSER', label: 'Who' },
      { id: 'stars', itemType: 'RATE', label: 'Stars', readOnly: true },
      { id: 'sign', itemType: 'SIGNATURE', label: 'Sign' },
      { id: 'when', itemType: 'DATETIMEPICKER', label: 'When' },
      { id: 'ext', itemType: 'PLUGIN', label: 'Map' },
      { id: 'code', itemType: 'INPUT', label: 'Code', readOnly: true },
    ],
    data: { count: 3, one: 'a', when: '2026-11-25 09:00' },
  };
  const field = (view: () => ReturnType<typeof connectForm>, id: string) =>
    view().fields.find((f) => f.id === id)!;

  it('converts values once, in core', () => {
    const { view } = start({ card: controls });
    expect(field(view, 'count')).toMatchObject({ numberValue: 3, textValue: '3' });
    expect(field(view, 'one')).toMatchObject({
      chosenIds: ['a'],
      choices: [
        { value: 'a', label: 'A', disabled: false },
        { value: 'b', label: 'B', disabled: true },
      ],
    });
    expect(field(view, 'many').chosenIds).toEqual([]);
    expect(field(view, 'who')).toMatchObject({ browserType: 'resource', selectedItems: [] });
    expect(field(view, 'when')).toMatchObject({ dateType: 'datetime', dateValue: '2026-11-25 09:00' });
    expect(field(view, 'ext').customText).toBe('Plugin area: Map');
    expect(field(view, 'range').scope).toMatchObject({
      min: null,
      max: null,
      minLabel: 'Min',
      toLabel: 'to',
    });
  });

  it('shows read-only text except where the control has its own read-only form', () => {
    const { view } = start({ card: controls });
    expect(field(view, 'code')).toMatchObject({ showsText: true, locked: true });
    expect(field(view, 'stars')).toMatchObject({ showsText: false, locked: true });
    expect(field(view, 'count')).toMatchObject({ showsText: false, locked: false });
  });

  it('reads typed numbers, chosen ids and signatures into values', () => {
    const { actor, view } = start({ card: controls });
    field(view, 'count').setNumberText(' 12.5 ');
    expect(actor.getSnapshot().context.data.count).toBe(12.5);
    field(view, 'count').setNumberText('abc');
    expect(actor.getSnapshot().context.data.count).toBeUndefined();
    field(view, 'range').scope.setText('min', '2');
    field(view, 'range').scope.set('max', 9);
    expect(actor.getSnapshot().context.data.range).toEqual({ min: 2, max: 9 });
    field(view, 'one').setChosenIds(['b', 'a']);
    expect(actor.getSnapshot().context.data.one).toBe('b');
    field(view, 'many').setChosenIds(['a']);
    expect(actor.getSnapshot().context.data.many).toEqual(['a']);
    field(view, 'ticks').setChosenIds([]);
    expect(actor.getSnapshot().context.data.ticks).toEqual([]);
    field(view, 'sign').setSignature('svg', 'data:image/svg+xml,<svg/>');
    expect(actor.getSnapshot().context.data.sign).toBeUndefined();
    field(view, 'sign').setSignature('png', 'data:image/png;base64,AA');
    expect(actor.getSnapshot().context.data.sign).toBe('data:image/png;base64,AA');
  });
});

describe('form field errors as one line', () => {
  it('joins a field’s messages with the locale’s separator', () => {
    const { view } = start({ card });
    view().submit();
    const budget = (locale: 'zh_CN' | 'en_US') => view(locale).fields.find((f) => f.id === 'budget')!;
    expect(budget('en_US').errors.length).toBeGreaterThan(0);
    expect(budget('en_US').errorText).toBe(budget('en_US').errors.join('; '));
    expect(budget('zh_CN').errorText).toBe(budget('zh_CN').errors.join('；'));
  });
});
