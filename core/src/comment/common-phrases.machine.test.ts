import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectCommonPhrases } from './common-phrases.connect';
import {
  commonPhrasesImplementations,
  commonPhrasesMachine,
  moveWithin,
  planMove,
} from './common-phrases.machine';
import type { CommonPhrase } from './comment.types';
import { commentTexts } from './messages';

const phrases: CommonPhrase[] = [
  { id: 'p1', content: 'one', groupId: 'g1', sort: 65536 },
  { id: 'p2', content: 'two', groupId: 'g2', sort: 131072 },
  { id: 'p3', content: 'three', groupId: 'g1', sort: 196608 },
];
const groups = [
  { id: 'g1', name: 'Work', sort: 65536 },
  { id: 'g2', name: 'Reply', sort: 131072 },
];

describe('moveWithin / planMove (spec 4 through planSort)', () => {
  it('moves among the visible entries and leaves the others in place', () => {
    const inG1 = (p: CommonPhrase) => p.groupId === 'g1';
    expect(moveWithin(phrases, 'p3', -1, inG1).map((p) => p.id)).toEqual(['p3', 'p1', 'p2']);
    expect(moveWithin(phrases, 'p1', -1).map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('writes only the moved entry, at the midpoint of its new neighbours', () => {
    expect(planMove(phrases, 'p2', -1).update).toEqual([{ id: 'p2', sort: 32768 }]);
    expect(planMove(phrases, 'p2', 1).update).toEqual([{ id: 'p2', sort: 196608 + 65536 }]);
    expect(planMove(phrases, 'p1', -1)).toEqual({ list: phrases, update: [] });
  });

  it('renumbers everything when no integer room remains', () => {
    const tight = phrases.map((p, i) => ({ ...p, sort: i + 1 }));
    const { list, update } = planMove(tight, 'p3', -1);
    expect(list.map((p) => p.id)).toEqual(['p1', 'p3', 'p2']);
    expect([...update].sort((a, b) => a.sort - b.sort)).toEqual([
      { id: 'p1', sort: 65536 },
      { id: 'p3', sort: 131072 },
      { id: 'p2', sort: 196608 },
    ]);
  });
});

function start(overrides: Record<string, unknown> = {}) {
  const sent: { kind: string; update: unknown }[] = [];
  const saved: unknown[] = [];
  const actor = createActor(
    commonPhrasesMachine.provide(
      commonPhrasesImplementations({
        loadPhrases: fromPromise(async () => ({ phrases, groups })),
        saveSort: fromPromise(
          async ({ input }: { input: { kind: string; update: unknown } }) => void sent.push(input),
        ),
        savePhrase: fromPromise(
          async ({ input }: { input: { id?: string; content: string; groupId: string } }) => {
            saved.push(input);
            return {
              id: input.id ?? 'p9',
              content: input.content,
              groupId: input.groupId,
              sort: phrases.find((p) => p.id === input.id)?.sort ?? 999_999,
            };
          },
        ),
        removePhrase: fromPromise(async () => undefined),
        saveGroup: fromPromise(async ({ input }: { input: { id?: string; name: string } }) => ({
          id: input.id ?? 'g9',
          name: input.name,
          sort: groups.find((g) => g.id === input.id)?.sort ?? 300_000,
        })),
        removeGroup: fromPromise(async () => undefined),
        ...overrides,
      } as never),
    ),
    { clock: new SimulatedClock(), input: {} },
  ).start();
  const view = () =>
    connectCommonPhrases(actor.getSnapshot(), actor.send, connectEnv(commentTexts, 'en_US', 'desktop'));
  const idle = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  return { actor, view, sent, saved, idle };
}

describe('commonPhrasesMachine', () => {
  it('lists phrases by group and moves one, sending only its sort value', async () => {
    const { view, sent, idle } = start();
    await idle();
    expect(view().tabs.map((t) => t.name)).toEqual(['All', 'Work', 'Reply']);
    view().tabs[1]!.select();
    expect(view().phrases.map((p) => p.id)).toEqual(['p1', 'p3']);
    view().phrases[1]!.moveUp();
    await idle();
    expect(sent).toEqual([{ kind: 'phrase', update: [{ id: 'p3', sort: 32768 }] }]);
    expect(view().phrases.map((p) => p.id)).toEqual(['p3', 'p1']);
  });

  it('adds and edits through the editor, and deletes', async () => {
    const { view, saved, idle } = start();
    await idle();
    view().add();
    view().editor.change({ content: '  new phrase ', groupId: 'g2' });
    view().editor.save();
    await idle();
    view()
      .phrases.find((p) => p.id === 'p1')!
      .edit();
    expect(view().editor.content).toBe('one');
    view().editor.change({ content: 'uno' });
    view().editor.save();
    await idle();
    expect(saved).toEqual([
      { content: 'new phrase', groupId: 'g2', sort: 196608 + 65536 },
      { id: 'p1', content: 'uno', groupId: 'g1' },
    ]);
    view()
      .phrases.find((p) => p.id === 'p2')!
      .remove();
    await idle();
    expect(view().phrases.map((p) => p.content)).toEqual(['uno', 'three', 'new phrase']);
    expect(view().editor.open).toBe(false);
  });

  it('group settings add, rename and delete; a deleted group’s phrases lose their group', async () => {
    const { view, idle } = start();
    await idle();
    view().groupSettings.show();
    view().groupSettings.add('Later');
    await idle();
    view()
      .groups.find((g) => g.id === 'g1')!
      .rename('Job');
    await idle();
    expect(view().groups.map((g) => g.name)).toEqual(['Job', 'Reply', 'Later']);
    view()
      .groups.find((g) => g.id === 'g2')!
      .remove();
    await idle();
    expect(view().phrases.find((p) => p.id === 'p2')?.groupName).toBe('No group');
  });

  it('a failed sort puts the order back and shows the error', async () => {
    const { view, idle } = start({ saveSort: fromPromise(async () => Promise.reject(new Error('nope'))) });
    await idle();
    view().phrases[2]!.moveUp();
    await idle();
    expect(view().phrases.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    // what failed in the user's words, never the client's text (issue 35 item 10)
    expect(view().error).toBe('Could not save: your changes are not saved yet. Please try again later.');
    expect(view().error).not.toContain('nope');
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    const { actor, view } = start({
      loadPhrases: fromPromise(async () => {
        if (fail) throw new Error('down');
        return { phrases, groups };
      }),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().status).toBe('failed');
    fail = false;
    view().retry();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view().phrases).toHaveLength(3);
  });
});
