// Issue 35 item 9 in common phrases: two tabs over one user's versioned phrases (a fake of the
// phrase calls); a change naming an older version becomes the conflict notice (reload or
// overwrite), a refused change the permission-denied notice, in the catalogue's words.
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../http';
import { VERSION_CONFLICT_CODE } from '../http/save-problem';
import { connectEnv } from '../shared/connect';
import type { PhraseService } from './comment.service';
import type { CommonPhrase } from './comment.types';
import { connectCommonPhrases } from './common-phrases.connect';
import { commonPhrasesActors, commonPhrasesMachine } from './common-phrases.machine';
import { commentTexts } from './messages';

const env = connectEnv(commentTexts, 'en_US', 'desktop');

/** One user's phrases on a fake server, versioned as the fake backend keeps them. */
function fakeServer(options: { deny?: boolean } = {}) {
  const server = {
    phrases: [{ id: 'p1', content: 'one', groupId: '', sort: 65536 }] as CommonPhrase[],
    version: 0,
    next: 1,
  };
  const change = <T>(version: number | undefined, apply: () => T): T & { version: number } => {
    if (options.deny) throw new ApiError('server', 'no', { url: '/phrase', code: 403 });
    if (version !== undefined && version !== server.version)
      throw new ApiError('server', 'stale', { url: '/phrase', code: VERSION_CONFLICT_CODE });
    const done = apply();
    server.version += 1;
    return { ...done, version: server.version };
  };
  const service: PhraseService = {
    list: async () => ({
      phrases: server.phrases.map((p) => ({ ...p })),
      groups: [],
      version: server.version,
    }),
    save: async ({ version, ...phrase }) =>
      change(version, () => {
        const saved = { sort: 0, ...phrase, id: phrase.id ?? `n${server.next++}` };
        server.phrases = [...server.phrases.filter((p) => p.id !== saved.id), saved];
        return saved;
      }),
    remove: async (id, version) =>
      change(version, () => {
        server.phrases = server.phrases.filter((p) => p.id !== id);
        return {};
      }),
    sort: async (_update, _kind, version) => change(version, () => ({})),
    saveGroup: async ({ version, ...group }) =>
      change(version, () => ({ sort: 0, ...group, id: group.id ?? 'g' })),
    removeGroup: async (_id, version) => change(version, () => ({})),
  };
  return { server, service };
}

function tab(service: PhraseService) {
  const actor = createActor(commonPhrasesMachine.provide(commonPhrasesActors(service)), {
    input: {},
  }).start();
  const view = () => connectCommonPhrases(actor.getSnapshot(), actor.send, env);
  const settle = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches({ ready: 'problem' }));
  return { actor, view, settle };
}

const contents = (list: readonly { content: string }[]) => list.map((p) => p.content).sort();

describe('common phrases in two tabs (issue 35 item 9)', () => {
  async function twoTabs() {
    const { server, service } = fakeServer();
    const a = tab(service);
    const b = tab(service);
    await a.settle();
    await b.settle();
    a.actor.send({ type: 'PHRASE.ADD', content: 'from A' });
    await a.settle();
    // B has not reloaded: its change names the version it loaded
    b.actor.send({ type: 'PHRASE.EDIT', id: 'p1', content: 'from B' });
    await b.settle();
    return { server, a, b };
  }

  it("B's change over A's is a conflict, in the catalogue's words; nothing is lost", async () => {
    const { server, b } = await twoTabs();
    expect(contents(server.phrases)).toEqual(['from A', 'one']);
    expect(b.view().problem).toMatchObject({
      kind: 'conflict',
      title: 'Common phrases changed elsewhere',
      reloadLabel: 'Reload',
      overwriteLabel: 'Overwrite',
      dismissLabel: 'Close',
      busy: false,
    });
    expect(b.view().error).toBeNull();
  });

  it('reload shows the phrases as they now are, and the next change goes through', async () => {
    const { server, b } = await twoTabs();
    b.view().problem!.reload();
    await b.settle();
    expect(b.view().problem).toBeNull();
    expect(contents(b.view().phrases)).toEqual(['from A', 'one']);
    b.actor.send({ type: 'PHRASE.DELETE', id: 'p1' });
    await b.settle();
    expect(b.view().problem).toBeNull();
    expect(contents(server.phrases)).toEqual(['from A']);
  });

  it('overwrite sends the change again over the version held now (busy meanwhile)', async () => {
    const { server, b } = await twoTabs();
    b.view().problem!.overwrite();
    expect(b.view().problem?.busy).toBe(true);
    await b.settle();
    expect(b.view().problem).toBeNull();
    expect(contents(server.phrases)).toEqual(['from A', 'from B']);
    expect(b.actor.getSnapshot().context.version).toBe(server.version);
  });

  it('closing the notice keeps the editor with what was typed', async () => {
    const { server, b } = await twoTabs();
    b.view().problem!.dismiss();
    b.actor.send({ type: 'EDITOR.OPEN' });
    b.actor.send({ type: 'EDITOR.CHANGE', content: 'typed' });
    b.actor.send({ type: 'EDITOR.SAVE' });
    await b.settle();
    expect(b.view().problem?.kind).toBe('conflict');
    b.view().problem!.dismiss();
    expect(b.view().problem).toBeNull();
    expect(b.view().editor).toMatchObject({ open: true, content: 'typed' });
    expect(contents(server.phrases)).toEqual(['from A', 'one']);
  });
});

describe('a refused phrase change (issue 35 item 8)', () => {
  it('says the user may not, never the server text, and only closes', async () => {
    const { service } = fakeServer({ deny: true });
    const t = tab(service);
    await t.settle();
    t.actor.send({ type: 'PHRASE.MOVE', id: 'p1', offset: 1 });
    t.actor.send({ type: 'PHRASE.ADD', content: 'x' });
    await t.settle();
    const problem = t.view().problem!;
    expect(problem).toMatchObject({ kind: 'denied', title: 'Not allowed' });
    expect(problem.message).toContain('You may not change these common phrases');
    // overwrite means nothing for a refusal
    problem.overwrite();
    expect(t.view().problem?.kind).toBe('denied');
    problem.dismiss();
    expect(t.view().problem).toBeNull();
    expect(contents(t.view().phrases)).toEqual(['one']);
  });
});
