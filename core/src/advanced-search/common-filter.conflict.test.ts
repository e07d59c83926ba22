// Issue 35 item 9 in the saved filter dialog: a filter replaced from a tab that loaded an older
// version is a conflict (reload fills the form with the filter as it now is, overwrite saves over
// it); a filter the user may not change is refused in the catalogue's words (item 8).
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../http';
import { VERSION_CONFLICT_CODE } from '../http/save-problem';
import { connectEnv } from '../shared/connect';
import { connectCommonFilterSave } from './advanced-search.connect';
import type { SaveFilterRequest, SaveFilterResult } from './advanced-search.service';
import type { SavedFilter, SavedFilterContent } from './advanced-search.types';
import { commonFilterSaveMachine } from './common-filter.machine';
import { advancedSearchTexts } from './messages';

const content: SavedFilterContent = { condition: 'and', layout: ['name'], data: { name: 'mine' } };

/** One saved filter on a fake server, versioned as the fake backend keeps it. */
function fakeServer(options: { deny?: boolean } = {}) {
  const server = {
    filter: {
      id: 's1',
      name: 'Mine',
      isPublic: false,
      isDefault: false,
      range: [],
      snapDescription: '',
      conditionId: 'list',
      module: 'crm',
      content: { condition: 'or', layout: [], data: { name: 'theirs' } },
      version: 2,
    } as SavedFilter,
    requests: [] as SaveFilterRequest[],
  };
  const actor = createActor(
    commonFilterSaveMachine.provide({
      actors: {
        checkAdmin: fromPromise(async () => false),
        loadFilter: fromPromise(async () => ({ ...server.filter })),
        saveFilter: fromPromise<SaveFilterResult, SaveFilterRequest>(async ({ input }) => {
          server.requests.push(input);
          if (options.deny)
            throw new ApiError('server', 'only the owner', { url: '/updateSnaps', code: 403 });
          if (input.version !== undefined && input.version !== server.filter.version)
            throw new ApiError('server', 'stale', { url: '/updateSnaps', code: VERSION_CONFLICT_CODE });
          server.filter = {
            ...server.filter,
            content: input.content,
            version: (server.filter.version ?? 0) + 1,
          };
          return { status: 'saved', id: server.filter.id };
        }),
      },
    }),
    { input: {} },
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
  const settle = () =>
    waitFor(
      actor,
      (s) =>
        s.matches({ dialog: 'closed' }) ||
        s.matches({ dialog: { open: 'editing' } }) ||
        s.matches({ dialog: { open: 'problem' } }),
    );
  return { server, actor, view, emitted, settle };
}

/** This tab loaded version 1 of the filter (its list is older than the server's). */
async function replaceStale(options: { deny?: boolean } = {}) {
  const tab = fakeServer(options);
  await waitFor(tab.actor, (s) => s.matches({ admin: 'known' }));
  tab
    .view()
    .openDialog(content, [{ id: 's1', name: 'Mine', isPublic: false, isDefault: false, version: 1 }], 's1');
  tab.view().save();
  await tab.settle();
  return tab;
}

describe('replacing a saved filter changed elsewhere (issue 35 item 9)', () => {
  it('names the version it replaces and is told of the conflict, in the catalogue words', async () => {
    const { server, view } = await replaceStale();
    expect(server.requests[0]).toMatchObject({ id: 's1', version: 1 });
    expect(view().problem).toMatchObject({
      kind: 'conflict',
      title: 'Saved filter changed elsewhere',
      busy: false,
    });
    expect(view().failedText).toBeNull();
    expect(server.filter.content.data).toEqual({ name: 'theirs' });
  });

  it('reload fills the form with the filter as it now is', async () => {
    const { view, emitted, settle } = await replaceStale();
    view().problem!.reload();
    await settle();
    expect(view().problem).toBeNull();
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'load' }));
    view().save();
    await settle();
    expect(view().open).toBe(false);
  });

  it('overwrite saves over the version held now', async () => {
    const { server, view, settle } = await replaceStale();
    view().problem!.overwrite();
    expect(view().problem?.busy).toBe(true);
    await settle();
    expect(view().open).toBe(false);
    expect(server.requests[1]).toMatchObject({ id: 's1', version: 2 });
    expect(server.filter.content.data).toEqual({ name: 'mine' });
  });

  it('closing the notice keeps the edits in the dialog', async () => {
    const { view } = await replaceStale();
    view().problem!.dismiss();
    expect(view()).toMatchObject({ open: true, problem: null, name: { value: 'Mine' } });
  });
});

describe('a filter the user may not change (issue 35 item 8)', () => {
  it('is refused in the catalogue words, never the server text', async () => {
    const { view } = await replaceStale({ deny: true });
    expect(view().problem).toMatchObject({
      kind: 'denied',
      title: 'Not allowed',
      message: 'Only its creator or a module admin may change this saved filter.',
    });
    expect(view().failedText).toBeNull();
  });
});
