import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import {
  canDropTreeNode,
  connectTree,
  moveTreeNode,
  treeDropPosition,
  treeMachine,
  treeTexts,
  type TreeNode,
} from '.';
import { flattenTree, parentKeys } from './tree.logic';

const tree: TreeNode[] = [
  {
    key: 'hq',
    title: 'HQ',
    children: [
      {
        key: 'rd',
        title: 'R&D',
        children: [
          { key: 'fe', title: 'FE' },
          { key: 'be', title: 'BE' },
        ],
      },
      { key: 'hr', title: 'HR' },
      { key: 'lock', title: 'Locked', disabled: true },
    ],
  },
  { key: 'branch', title: 'Branch', children: [{ key: 'sales', title: 'Sales' }] },
];

const shape = (nodes: readonly TreeNode[]) =>
  flattenTree(nodes, parentKeys(nodes)).map((r) => `${r.depth}:${r.key}`);

describe('tree drag rules', () => {
  it.each([
    [-1, 'before'],
    [0, 'before'],
    [0.2, 'before'],
    [0.5, 'inside'],
    [0.75, 'inside'],
    [0.9, 'after'],
    [Number.NaN, 'before'],
  ] as const)('a pointer at %p of the row drops %p', (fraction, position) => {
    expect(treeDropPosition(fraction)).toBe(position);
  });

  it.each([
    ['fe', 'hr', 'inside', true],
    ['fe', 'branch', 'before', true],
    ['hq', 'hq', 'after', false],
    ['hq', 'fe', 'inside', false],
    ['rd', 'be', 'after', false],
    ['lock', 'hr', 'before', false],
    ['hr', 'lock', 'inside', false],
    ['hr', 'lock', 'after', true],
    ['ghost', 'hr', 'before', false],
    ['hr', 'ghost', 'before', false],
  ] as const)('drag %p %s %p: %p', (dragKey, targetKey, position, allowed) => {
    expect(canDropTreeNode(tree, { dragKey, targetKey, position })).toBe(allowed);
  });

  it('moves a node before, after and inside another', () => {
    expect(shape(moveTreeNode(tree, { dragKey: 'fe', targetKey: 'branch', position: 'before' }))).toEqual([
      '0:hq',
      '1:rd',
      '2:be',
      '1:hr',
      '1:lock',
      '0:fe',
      '0:branch',
      '1:sales',
    ]);
    expect(shape(moveTreeNode(tree, { dragKey: 'sales', targetKey: 'hr', position: 'after' }))).toEqual([
      '0:hq',
      '1:rd',
      '2:fe',
      '2:be',
      '1:hr',
      '1:sales',
      '1:lock',
      '0:branch',
    ]);
    expect(shape(moveTreeNode(tree, { dragKey: 'rd', targetKey: 'sales', position: 'inside' }))).toEqual([
      '0:hq',
      '1:hr',
      '1:lock',
      '0:branch',
      '1:sales',
      '2:rd',
      '3:fe',
      '3:be',
    ]);
  });

  it('refuses a drop into itself or a descendant, and keeps unrelated branches', () => {
    expect(moveTreeNode(tree, { dragKey: 'hq', targetKey: 'be', position: 'inside' })).toBe(tree);
    const moved = moveTreeNode(tree, { dragKey: 'fe', targetKey: 'be', position: 'after' });
    expect(shape(moved).slice(0, 4)).toEqual(['0:hq', '1:rd', '2:be', '2:fe']);
    expect(moved[1]).toBe(tree[1]);
    expect(tree[0]?.children?.[0]?.children?.map((n) => n.key)).toEqual(['fe', 'be']);
  });
});

describe('tree machine: MOVE', () => {
  it('moves by the rules, opens the target of an inside drop and reports the new tree', () => {
    const actor = createActor(treeMachine, { input: { nodes: tree } }).start();
    const drops: string[] = [];
    actor.on('drop', (e) => drops.push(`${e.dragKey} ${e.position} ${e.targetKey}:${e.nodes.length}`));
    const view = () =>
      connectTree(actor.getSnapshot(), actor.send, connectEnv(treeTexts, 'en_US', 'desktop'));
    expect(view().canDrop({ dragKey: 'hq', targetKey: 'fe', position: 'inside' })).toBe(false);
    view().move({ dragKey: 'hq', targetKey: 'fe', position: 'inside' });
    expect(actor.getSnapshot().context.nodes).toBe(tree);
    view().move({ dragKey: 'sales', targetKey: 'hq', position: 'inside' });
    expect(view().rows.map((r) => r.key)).toEqual(['hq', 'rd', 'hr', 'lock', 'sales', 'branch']);
    expect(view().rows[0]?.dragLabel).toBe('Drag HQ');
    expect(drops).toEqual(['sales inside hq:2']);
  });
});
