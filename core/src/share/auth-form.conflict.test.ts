// Issue 35 item 9 in the share auth form: two tabs over one versioned share table. The form's save
// (add, or edit with the row's id) names the table's version the form was loaded at; a table changed
// in the other tab since is a conflict (reload the form as the data now is, or overwrite), never a
// silent overwrite of the other tab's change.
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../http';
import { VERSION_CONFLICT_CODE } from '../http/save-problem';
import { connectEnv } from '../shared/connect';
import { authFormMachine, type AuthFormInput } from './auth-form.machine';
import { shareTexts } from './messages';
import { connectAuthForm } from './share.connect';
import { parseAuthForm } from './share.logic';
import type { AuthFormData, ShareMatrixItem } from './share.types';

/** The server's share table: one row's security range, and the table's version. */
function store() {
  return {
    row: { id: 'r1', seclevelMin: 10, seclevelMax: 50 },
    version: 3,
    saves: [] as Record<string, unknown>[],
  };
}
type Store = ReturnType<typeof store>;

/** The server's side of a save: a stale version is refused, else the change lands. */
function save(server: Store, params: Record<string, unknown>) {
  server.saves.push(params);
  if (params.version !== undefined && params.version !== server.version)
    throw new ApiError('server', 'stale', { url: '/add', code: VERSION_CONFLICT_CODE });
  const [low, high] = String(params.seclevel).split('-').map(Number);
  if (params.id === server.row.id) server.row = { ...server.row, seclevelMin: low!, seclevelMax: high! };
  server.version += 1;
}

/** One tab's auth form over the shared store. */
function tab(server: Store, input: AuthFormInput) {
  const actor = createActor(
    authFormMachine.provide({
      actors: {
        loadForm: fromPromise<AuthFormData, { mode: 'add' | 'edit'; id: string | null }>(
          async ({ input: query }) =>
            parseAuthForm({
              version: server.version,
              values:
                query.mode === 'edit'
                  ? {
                      targetType: 'all',
                      seclevelMin: server.row.seclevelMin,
                      seclevelMax: server.row.seclevelMax,
                    }
                  : { targetType: 'all' },
            }),
        ),
        loadMatrixItems: fromPromise<ShareMatrixItem[], { matrixId: string }>(async () => []),
        saveShare: fromPromise<void, { params: Record<string, unknown> }>(async ({ input: request }) =>
          save(server, request.params),
        ),
      },
    }),
    { input },
  ).start();
  const env = connectEnv(shareTexts, 'en_US', 'desktop');
  const view = () => connectAuthForm(actor.getSnapshot(), actor.send, env);
  const settle = () =>
    waitFor(
      actor,
      (s) =>
        s.matches('saved') ||
        s.matches({ editing: { form: 'idle' } }) ||
        s.matches({ editing: { form: 'problem' } }),
    );
  return { actor, view, settle };
}

/** Tabs A and B open the edit of row r1; A saves 20–60; B, not reloaded, saves 30–70. */
async function staleEdit() {
  const server = store();
  const a = tab(server, { platform: 'desktop', mode: 'edit', id: 'r1' });
  const b = tab(server, { platform: 'desktop', mode: 'edit', id: 'r1' });
  await a.settle();
  await b.settle();
  a.view().seclevel.set(20, 60);
  a.view().save();
  await a.settle();
  b.view().seclevel.set(30, 70);
  b.view().save();
  await b.settle();
  return { server, a, b };
}

describe('the share auth form in two tabs (issue 35 item 9)', () => {
  it('an add names the version the form was loaded at', async () => {
    const server = store();
    const a = tab(server, { platform: 'desktop' });
    await a.settle();
    a.view().save();
    await a.settle();
    expect(server.saves[0]).toMatchObject({ version: 3 });
    expect(a.actor.getSnapshot().matches('saved')).toBe(true);
  });

  it("an edit over another tab's change is a conflict in the catalogue words, and A's change stays", async () => {
    const { server, a, b } = await staleEdit();
    expect(a.actor.getSnapshot().matches('saved')).toBe(true);
    expect(server.saves[1]).toMatchObject({ id: 'r1', version: 3, seclevel: '30-70' });
    expect(server.row).toMatchObject({ seclevelMin: 20, seclevelMax: 60 });
    expect(b.view().problem).toMatchObject({
      kind: 'conflict',
      title: 'Shares changed elsewhere',
      busy: false,
    });
    expect(b.view().saveError).toBeNull();
  });

  it('reload fills the form with the share as it now is, and its save then goes through', async () => {
    const { server, b } = await staleEdit();
    b.view().problem!.reload();
    await b.settle();
    expect(b.view().problem).toBeNull();
    expect(b.view().values).toMatchObject({ seclevelMin: 20, seclevelMax: 60 });
    b.view().save();
    await b.settle();
    expect(server.saves[2]).toMatchObject({ version: 4 });
    expect(b.actor.getSnapshot().matches('saved')).toBe(true);
  });

  it('overwrite saves these values over the version held now', async () => {
    const { server, b } = await staleEdit();
    b.view().problem!.overwrite();
    expect(b.view().problem?.busy).toBe(true);
    await b.settle();
    expect(server.saves[2]).toMatchObject({ version: 4, seclevel: '30-70' });
    expect(server.row).toMatchObject({ seclevelMin: 30, seclevelMax: 70 });
    expect(b.actor.getSnapshot().matches('saved')).toBe(true);
  });

  it('closing the notice keeps the edits, unsaved', async () => {
    const { server, b } = await staleEdit();
    b.view().problem!.dismiss();
    expect(b.view().problem).toBeNull();
    expect(b.view().values).toMatchObject({ seclevelMin: 30, seclevelMax: 70 });
    expect(server.saves).toHaveLength(2);
  });
});
