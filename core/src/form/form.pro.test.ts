// Issue 38 in the form machine: step forms, value conversion and the URL mirror, through the view.
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectForm } from './form.connect';
import { formMachine, type FormInput, type FormSaveRequest, type FormSaveResult } from './form.machine';
import type { FormCard } from './form.types';
import { formTexts } from './messages';

const card: FormCard = {
  module: 'task',
  items: [
    { id: 'name', itemType: 'INPUT', label: 'Name', required: true },
    { id: 'email', itemType: 'INPUT', label: 'Email', required: true },
    { id: 'budget', itemType: 'INPUTNUMBER', label: 'Budget', required: true, min: 0, max: 100 },
    { id: 'notes', itemType: 'TEXTAREA', label: 'Notes' },
    { id: 'tags', itemType: 'INPUT', label: 'Tags' },
  ],
  data: { notes: 'n', tags: 'a,b' },
};

const steps = [
  { id: 'who', title: 'Who', fields: ['name', 'email'] },
  { id: 'what', fields: ['budget'] },
  { id: 'more', title: 'More', fields: ['notes', 'tags'] },
];

function start(input: Partial<FormInput>) {
  const save = jest.fn(async (_request: FormSaveRequest): Promise<FormSaveResult | void> => undefined);
  const machine = formMachine.provide({
    actors: {
      saveCard: fromPromise<FormSaveResult | void, FormSaveRequest>(({ input: request }) => save(request)),
    },
  });
  const actor = createActor(machine, { input: { card, ...input } }).start();
  const view = () => connectForm(actor.getSnapshot(), actor.send, connectEnv(formTexts, 'en_US', 'desktop'));
  return { actor, save, view };
}

describe('step form', () => {
  it('shows only the current step, titles its steps and refuses next while the step is wrong', () => {
    const { actor, view } = start({ steps });
    expect(view().fields.map((f) => f.id)).toEqual(['name', 'email']);
    expect(view().stepForm?.steps.map((s) => [s.title, s.status])).toEqual([
      ['Who', 'process'],
      ['Step 2', 'wait'],
      ['More', 'wait'],
    ]);
    expect(view().showSubmit).toBe(false);
    view().stepForm?.next();
    expect(view().stepForm?.current).toBe(0);
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['name', 'email']);
    expect(view().stepForm?.steps[0]?.status).toBe('error');
    expect(view().stepForm?.steps[0]?.accessibleTitle).toBe('Who (has errors)');
    view().fields[0]?.set('Ann');
    view().fields[1]?.set('ann@example.com');
    view().stepForm?.next();
    expect(view().stepForm?.current).toBe(1);
    expect(view().stepForm?.steps[0]?.status).toBe('finish');
    expect(view().stepForm?.progressText).toBe('Step 2 of 3');
  });

  it('Enter moves on before the last step, and submits there', () => {
    const { view } = start({ steps, card: { ...card, data: { name: 'A', email: 'e', budget: 5 } } });
    view().enter();
    view().enter();
    expect(view().stepForm?.isLast).toBe(true);
    expect(view().showSubmit).toBe(true);
  });

  it('previous never holds the user; an earlier step opens directly, a later one does not', () => {
    const { view } = start({ steps, card: { ...card, data: { name: 'A', email: 'e' } } });
    view().stepForm?.next();
    view().stepForm?.previous();
    expect(view().stepForm?.current).toBe(0);
    view().stepForm?.steps[2]?.open();
    expect(view().stepForm?.current).toBe(0);
    view().stepForm?.next();
    view().stepForm?.steps[0]?.open();
    expect(view().stepForm?.current).toBe(0);
  });

  it('a failed submit opens the first step holding an error and asks to scroll to its field', async () => {
    const { actor, view, save } = start({ steps, card: { ...card, data: { name: 'A', email: 'e' } } });
    view().stepForm?.next();
    view().fields[0]?.set(5);
    view().stepForm?.next();
    expect(view().stepForm?.current).toBe(2);
    // the email was cleared on step 1 meanwhile (a host fill, a dependency...)
    actor.send({ type: 'FIELD.CHANGE', id: 'email', value: '' });
    view().submit();
    expect(view().stepForm?.current).toBe(0);
    expect(view().scrollRequest?.field).toBe('email');
    expect(save).not.toHaveBeenCalled();
    view().fields[1]?.set('e@x');
    view().submit();
    await waitFor(actor, (s) => s.context.notice?.kind === 'saved');
    expect(save).toHaveBeenCalledTimes(1);
  });
});

it('a server field error opens its step', async () => {
  const { actor, view, save } = start({
    steps,
    card: { ...card, data: { name: 'A', email: 'e', budget: 1 } },
  });
  save.mockResolvedValueOnce({ errors: { email: ['Taken'] } });
  view().enter();
  view().enter();
  view().submit();
  await waitFor(actor, (s) => s.context.notice?.kind === 'invalid');
  expect(view().stepForm?.current).toBe(0);
  expect(view().fields[1]?.errorText).toBe('Taken');
});

describe('conversion', () => {
  it('converts on load and back on submit (the saved event carries the sent data)', async () => {
    const { actor, view, save } = start({
      card: { ...card, data: { name: 'A', email: 'e', budget: 5, tags: 'a,b' } },
      conversions: {
        tags: {
          load: (stored) => String(stored).toUpperCase(),
          submit: (edited) => String(edited).split(','),
        },
      },
    });
    const saved: unknown[] = [];
    actor.on('saved', (event) => saved.push(event.data));
    expect(view().values.tags).toBe('A,B');
    expect(view().dirty).toBe(false);
    view().submit();
    await waitFor(actor, (s) => s.context.notice?.kind === 'saved');
    expect(save.mock.calls[0]?.[0].data.tags).toEqual(['A', 'B']);
    expect(saved).toEqual([expect.objectContaining({ tags: ['A', 'B'] })]);
  });
});

describe('URL mirror input', () => {
  it('fills declared fields from the query when they fit, over the loaded values', () => {
    const { view } = start({ query: '?name=Bo&budget=500&notes=x&__proto__=1&other=2&tags=t' });
    // budget 500 is over its max: left out
    expect(view().values).toEqual({ name: 'Bo', notes: 'x', tags: 't' });
    // a link's values are edits: the form is dirty, reset goes back to the record
    expect(view().dirty).toBe(true);
    view().reset();
    expect(view().values).toEqual({ notes: 'n', tags: 'a,b' });
  });
});

describe('dirty', () => {
  it('follows the edits, an emptied field equals an absent one', () => {
    const { view } = start({});
    expect(view().dirty).toBe(false);
    view().fields[0]?.set('x');
    expect(view().dirty).toBe(true);
    view().fields[0]?.set('');
    expect(view().dirty).toBe(false);
  });
});
