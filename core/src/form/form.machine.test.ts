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
    expect(bad.view().loadError).toContain('not found');
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
    expect(failing.view().notice).toEqual({ type: 'error', text: 'Saving failed: down' });
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
