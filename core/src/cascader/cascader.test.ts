import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import type { TreeNode } from '../tree/tree.types';
import { cascaderMachine, cascaderTexts, connectCascader, parseTreeNodes } from '.';

const roots: TreeNode[] = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B', children: [{ key: 'b1', title: 'B1', isLeaf: true }] },
  { key: 'c', title: 'C', isLeaf: true },
];

function start(
  load: (input: { key: string; path: string[] }) => Promise<TreeNode[]>,
  changeOnSelect = false,
) {
  const actor = createActor(
    cascaderMachine.provide({ actors: { loadChildren: fromPromise(({ input }) => load(input)) } }),
    { input: { options: roots, changeOnSelect } },
  );
  const changes: string[][] = [];
  actor.on('change', (e) => changes.push(e.value));
  actor.start();
  const view = () =>
    connectCascader(actor.getSnapshot(), actor.send, connectEnv(cascaderTexts, 'en_US', 'desktop'));
  return { actor, changes, view };
}

describe('cascader (spec 1): async columns', () => {
  it('loads the children of a node with none given, then a leaf choice is reported', async () => {
    const calls: string[] = [];
    const { actor, changes, view } = start(async ({ key }) => {
      calls.push(key);
      return [{ key: `${key}1`, title: `${key.toUpperCase()}1`, isLeaf: true }];
    });
    expect(view().options.map((o) => [o.value, o.isLeaf])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
    view().select(['a']);
    expect(view().options[0]?.loading).toBe(true);
    expect(view().loading).toBe(true);
    await waitFor(actor, (s) => s.context.loading === null);
    expect(view().options[0]?.children?.[0]).toMatchObject({ value: 'a1', label: 'A1', isLeaf: true });
    expect(changes).toEqual([]);
    view().select(['a', 'a1']);
    expect(changes).toEqual([['a', 'a1']]);
    expect(view().text).toBe('A / A1');
    view().select(['a']);
    expect(calls).toEqual(['a']);
  });

  it('never loads given children or leaves; reports leaves at once', () => {
    const { changes, view } = start(() => Promise.reject(new Error('not expected')));
    view().select(['b', 'b1']);
    view().select(['c']);
    expect(changes).toEqual([['b', 'b1'], ['c']]);
  });

  it('reports any node with changeOnSelect', async () => {
    const { actor, changes, view } = start(async () => [], true);
    view().select(['b']);
    expect(changes).toEqual([['b']]);
    view().select(['a']);
    await waitFor(actor, (s) => s.context.loading === null);
    expect(changes).toEqual([['b'], ['a']]);
    expect(view().options[0]?.isLeaf).toBe(true);
  });

  it('shows a failed load and retries it', async () => {
    let calls = 0;
    const { actor, view } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('500');
      return [{ key: 'a9', title: 'A9' }];
    });
    view().load('a');
    await waitFor(actor, (s) => s.context.failed === 'a');
    expect(view().error).toBe('Could not load the options below');
    view().retry();
    await waitFor(actor, (s) => s.context.loading === null && s.context.failed === null);
    expect(view().options[0]?.children?.[0]?.value).toBe('a9');
    expect(calls).toBe(2);
  });
});

describe('parseTreeNodes (untrusted server data)', () => {
  it('keeps well-formed nodes and drops the rest', () => {
    expect(
      parseTreeNodes([
        { key: 'x', title: 'X', isLeaf: true },
        { value: 'y', label: 'Y', children: [{ id: 'y1', name: 'Y1' }, { id: 3 }] },
        { key: 1, title: 'bad' },
        'junk',
        null,
      ]),
    ).toEqual([
      { key: 'x', title: 'X', isLeaf: true },
      { key: 'y', title: 'Y', children: [{ key: 'y1', title: 'Y1' }] },
    ]);
    expect(parseTreeNodes({ not: 'a list' })).toEqual([]);
  });
});

describe('cascader: one request per node', () => {
  it('does not restart a load asked for twice', async () => {
    const calls: string[] = [];
    const { actor, view } = start(async ({ key }) => {
      calls.push(key);
      return [];
    }, true);
    view().select(['a']);
    view().load('a');
    await waitFor(actor, (s) => s.context.loading === null);
    expect(calls).toEqual(['a']);
  });
});
