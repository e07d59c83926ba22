import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectCommonFilterSave } from './advanced-search.connect';
import type { SaveFilterRequest, SaveFilterResult } from './advanced-search.service';
import type { SavedFilter, SavedFilterContent } from './advanced-search.types';
import { commonFilterSaveMachine } from './common-filter.machine';
import { advancedSearchTexts } from './messages';

const content: SavedFilterContent = { condition: 'and', layout: ['name'], data: { name: 'A' } };
const saved: SavedFilter = {
  id: 's1',
  name: 'Mine',
  isPublic: false,
  isDefault: true,
  range: [],
  snapDescription: 'd',
  conditionId: 'list',
  module: 'crm',
  content: { condition: 'or', layout: [], data: { name: 'Z' } },
};
const filters = [{ id: 's1', name: 'Mine', isPublic: false, isDefault: true }];

function start(options: { admin?: boolean; answers?: SaveFilterResult[]; showDescription?: boolean } = {}) {
  const requests: SaveFilterRequest[] = [];
  const answers = [...(options.answers ?? [])];
  const actor = createActor(
    commonFilterSaveMachine.provide({
      actors: {
        checkAdmin: fromPromise(async () => options.admin === true),
        loadFilter: fromPromise(async () => saved),
        saveFilter: fromPromise(async ({ input }: { input: SaveFilterRequest }) => {
          requests.push(input);
          return answers.shift() ?? { status: 'saved' as const, id: 'new' };
        }),
      },
    }),
    { input: { showDescription: options.showDescription } },
  );
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () =>
    connectCommonFilterSave(
      actor.getSnapshot(),
      actor.send,
      connectEnv(advancedSearchTexts, 'en_US', 'desktop'),
    );
  return { actor, view, requests, emitted };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ admin: 'known' }));

describe('commonFilterSaveMachine (spec 4)', () => {
  it('opens with choice add, 500 wide, and saves a new filter', async () => {
    const { actor, view, requests, emitted } = start();
    await ready(actor);
    view().openDialog(content, filters);
    expect(view()).toMatchObject({ open: true, width: 500, choice: { value: 'add' } });
    view().name.set('  New one ');
    view().save();
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(requests[0]).toMatchObject({ name: 'New one', isPublic: false, content });
    expect(requests[0]?.id).toBeUndefined();
    expect(emitted).toContainEqual({ type: 'saved', id: 'new', name: 'New one' });
  });

  it('refuses an empty name and a filter with no condition', async () => {
    const { actor, view, requests } = start();
    await ready(actor);
    view().openDialog({ ...content, data: {} }, filters);
    view().name.set('   ');
    view().save();
    expect(view().name.error).toBe('Please enter a name');
    expect(view().conditionsError).toBe('Please configure at least one condition');
    expect(requests).toHaveLength(0);
  });

  it('selecting a saved filter sets id, name and edit and loads its content', async () => {
    const { actor, view, emitted, requests } = start();
    await ready(actor);
    view().openDialog(content, filters);
    view().choice.set('edit');
    view().pick.select('s1');
    expect(view().pick.value).toBe('s1');
    expect(view().name.value).toBe('Mine');
    expect(view().choice.value).toBe('edit');
    await waitFor(actor, (s) => s.matches({ dialog: { open: 'editing' } }));
    expect(emitted).toContainEqual({ type: 'load', filter: saved });
    view().save();
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(requests[0]?.id).toBe('s1');
  });

  it('deselecting clears id, name and chosen data, resets to add and resets the form', async () => {
    const { actor, view, emitted } = start();
    await ready(actor);
    view().openDialog(content, filters);
    view().pick.select('s1');
    await waitFor(actor, (s) => s.matches({ dialog: { open: 'editing' } }));
    view().pick.deselect();
    expect(actor.getSnapshot().context).toMatchObject({ id: null, name: '', chosen: null, choice: 'add' });
    expect(emitted).toContainEqual({ type: 'resetForm' });
  });

  it('a duplicate name asks; cancelling with no id clears the name', async () => {
    const { actor, view } = start({ answers: [{ status: 'duplicate', id: null }] });
    await ready(actor);
    view().openDialog(content, filters);
    view().name.set('Mine');
    view().save();
    await waitFor(actor, (s) => s.matches({ dialog: { open: 'duplicate' } }));
    expect(view().duplicate).toMatchObject({
      open: true,
      text: 'A common filter named "Mine" already exists. Replace it?',
    });
    view().duplicate.cancel();
    expect(view().name.value).toBe('');
    expect(view().duplicate.open).toBe(false);
  });

  it('cancelling a duplicate with an id keeps the name; replace saves over the same-named filter', async () => {
    const { actor, view, requests } = start({
      answers: [
        { status: 'duplicate', id: null },
        { status: 'duplicate', id: null },
      ],
    });
    await ready(actor);
    view().openDialog(content, filters, 's1');
    expect(view().name.value).toBe('Mine');
    view().choice.set('edit');
    view().save();
    await waitFor(actor, (s) => s.matches({ dialog: { open: 'duplicate' } }));
    view().duplicate.cancel();
    expect(view().name.value).toBe('Mine');
    view().choice.set('add');
    view().name.set('Mine');
    view().save();
    await waitFor(actor, (s) => s.matches({ dialog: { open: 'duplicate' } }));
    view().duplicate.replace();
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(requests.at(-1)?.id).toBe('s1');
  });

  it('public only for an admin: the range shows and is required, the default option hides', async () => {
    const plain = start();
    await ready(plain.actor);
    plain.view().openDialog(content, filters);
    expect(plain.view().isPublic.visible).toBe(false);
    plain.view().isPublic.set(true);
    expect(plain.view().isPublic.checked).toBe(false);
    expect(plain.view().range.visible).toBe(false);

    const { actor, view, requests } = start({ admin: true });
    await ready(actor);
    view().openDialog(content, filters);
    view().isDefault.set(true);
    view().isPublic.set(true);
    expect(view()).toMatchObject({
      isPublic: { visible: true, checked: true },
      range: { visible: true },
      isDefault: { visible: false, checked: false },
    });
    view().name.set('Team');
    view().save();
    expect(view().range.error).toBe('Please choose the use range');
    view().range.set(['everyone']);
    view().save();
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(requests[0]).toMatchObject({ isPublic: true, isDefault: false, range: ['everyone'] });
  });

  it('asks for a description when it is shown', async () => {
    const { actor, view } = start({ showDescription: true });
    await ready(actor);
    view().openDialog(content, filters);
    view().name.set('D');
    view().save();
    expect(view().description).toMatchObject({ visible: true, error: 'Please enter a description' });
  });

  it('a failed save stays open with a message; close closes', async () => {
    const { actor, view } = start();
    await ready(actor);
    const failing = createActor(
      commonFilterSaveMachine.provide({
        actors: {
          checkAdmin: fromPromise(async () => false),
          loadFilter: fromPromise(async () => saved),
          saveFilter: fromPromise(() => Promise.reject(new Error('down'))),
        },
      }),
      { input: {} },
    ).start();
    failing.send({ type: 'OPEN', content, filters });
    failing.send({ type: 'NAME.SET', name: 'X' });
    failing.send({ type: 'SAVE' });
    await waitFor(failing, (s) => s.matches({ dialog: { open: 'editing' } }) && s.context.failed !== null);
    // a failed save says so (never "load failed") and never shows the client's text (issue 35 item 10)
    const failedText = connectCommonFilterSave(
      failing.getSnapshot(),
      failing.send,
      connectEnv(advancedSearchTexts, 'en_US', 'desktop'),
    ).failedText;
    expect(failedText).toBe('Could not save: your changes are not saved yet. Please try again later.');
    view().openDialog(content, filters);
    view().close();
    expect(view().open).toBe(false);
  });
});
