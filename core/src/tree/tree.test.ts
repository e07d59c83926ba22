import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import {
  checkTree,
  connectTree,
  filterTree,
  flattenTree,
  parentKeys,
  treeMachine,
  treeTexts,
  type TreeNode,
} from '.';

const tree: TreeNode[] = [
  {
    key: 'hq',
    title: 'Head office',
    children: [
      {
        key: 'rd',
        title: 'R&D',
        children: [
          { key: 'fe', title: 'Frontend' },
          { key: 'be', title: 'Backend' },
        ],
      },
      { key: 'hr', title: 'HR' },
      { key: 'lock', title: 'Locked', disabled: true },
    ],
  },
  { key: 'branch', title: 'Branch', children: [{ key: 'sales', title: 'Sales' }] },
];

/** A tree of `count` nodes, 10 children each, five levels deep. */
function bigTree(count: number): TreeNode[] {
  let made = 0;
  const level = (prefix: string, depth: number): TreeNode[] => {
    const nodes: TreeNode[] = [];
    for (let i = 0; i < 10 && made < count; i++) {
      made += 1;
      const key = `${prefix}${i}`;
      const node: TreeNode = { key, title: `Node ${key}` };
      if (depth < 4) node.children = level(`${key}-`, depth + 1);
      nodes.push(node);
    }
    return nodes;
  };
  return level('n', 0);
}

describe('flattenTree', () => {
  it('lists roots and the children of expanded nodes, depth first', () => {
    expect(flattenTree(tree, []).map((r) => r.key)).toEqual(['hq', 'branch']);
    const rows = flattenTree(tree, ['hq', 'rd', 'sales']);
    expect(rows.map((r) => `${r.depth}:${r.key}`)).toEqual([
      '0:hq',
      '1:rd',
      '2:fe',
      '2:be',
      '1:hr',
      '1:lock',
      '0:branch',
    ]);
    expect(rows[0]).toMatchObject({ hasChildren: true, expanded: true, parentKey: null });
    expect(rows[2]).toMatchObject({ hasChildren: false, expanded: false, parentKey: 'rd' });
    expect(rows[5]?.disabled).toBe(true);
  });
});

describe('filterTree', () => {
  it('keeps hits with their ancestors and whole subtrees', () => {
    const hits = filterTree(tree, 'front');
    expect(flattenTree(hits, parentKeys(hits)).map((r) => r.key)).toEqual(['hq', 'rd', 'fe']);
    const rd = filterTree(tree, 'r&d');
    expect(flattenTree(rd, parentKeys(rd)).map((r) => r.key)).toEqual(['hq', 'rd', 'fe', 'be']);
  });

  it('keeps everything for a blank keyword and nothing without a hit', () => {
    expect(filterTree(tree, '  ')).toEqual(tree);
    expect(filterTree(tree, 'nowhere')).toEqual([]);
  });

  it('takes keywords as plain text', () => {
    expect(filterTree(tree, '.*')).toEqual([]);
  });
});

describe('checkTree: half-checked parents', () => {
  it('checks a subtree and marks ancestors half-checked', () => {
    expect(checkTree(tree, [], 'fe', true)).toEqual({ checked: ['fe'], halfChecked: ['hq', 'rd'] });
    expect(checkTree(tree, ['fe'], 'be', true)).toEqual({ checked: ['rd', 'fe', 'be'], halfChecked: ['hq'] });
  });

  it('checks a parent fully when all enabled children are, ignoring disabled ones', () => {
    expect(checkTree(tree, [], 'hq', true)).toEqual({
      checked: ['hq', 'rd', 'fe', 'be', 'hr'],
      halfChecked: [],
    });
    expect(checkTree(tree, ['hq', 'rd', 'fe', 'be', 'hr'], 'fe', false)).toEqual({
      checked: ['be', 'hr'],
      halfChecked: ['hq', 'rd'],
    });
  });

  it('leaves disabled and unknown keys alone', () => {
    expect(checkTree(tree, [], 'lock', true)).toEqual({ checked: [], halfChecked: [] });
    expect(checkTree(tree, ['sales'], 'ghost', true)).toEqual({
      checked: ['branch', 'sales'],
      halfChecked: [],
    });
  });
});

describe('20 000 nodes (issue 24 performance)', () => {
  const big = bigTree(20_000);

  // the speed figure is in npm run bench; here the rules must hold at this size
  it('filters by title over its index exactly as a plain walk does', () => {
    const walk = (node: TreeNode, keyword: string) =>
      node.title.toLowerCase().includes(keyword.toLowerCase());
    for (const keyword of ['node n1-4', 'N0-0-0', '-9', 'n1-7-9-9-9', 'missing', 'node']) {
      expect(filterTree(big, keyword)).toEqual(filterTree(big, keyword, walk));
    }
    expect(filterTree(tree, 'END')).toEqual(filterTree(tree, 'end', walk));
  });

  it('filters, expands all and checks 20 000 nodes', () => {
    const hits = filterTree(big, 'n1-4-5');
    const rows = flattenTree(hits, parentKeys(hits));
    const all = flattenTree(big, parentKeys(big));
    const state = checkTree(big, [], 'n1', true);
    expect(rows.some((r) => r.key === 'n1-4-5')).toBe(true);
    expect(all.length).toBe(20_000);
    expect(state.checked.length).toBeGreaterThan(1000);
  });
});

describe('tree machine and view', () => {
  const start = () => {
    const actor = createActor(treeMachine, { input: { nodes: tree, defaultExpandedKeys: ['hq'] } });
    actor.start();
    const view = () =>
      connectTree(actor.getSnapshot(), actor.send, connectEnv(treeTexts, 'en_US', 'desktop'));
    return { actor, view };
  };

  it('expands, searches (opening the hits) and checks with half states', () => {
    const { actor, view } = start();
    expect(view().rows.map((r) => r.key)).toEqual(['hq', 'rd', 'hr', 'lock', 'branch']);
    view().toggle('rd');
    expect(view().rows.map((r) => r.key)).toContain('fe');
    view().search('sales');
    expect(view().rows.map((r) => r.key)).toEqual(['branch', 'sales']);
    const checks: string[][] = [];
    actor.on('check', (e) => checks.push(e.checked));
    view().check('fe', true);
    view().search('');
    const rows = view().rows;
    expect(rows.find((r) => r.key === 'rd')?.halfChecked).toBe(true);
    expect(rows.find((r) => r.key === 'fe')?.checked).toBe(true);
    expect(view().summary).toBe('1 checked');
    expect(checks).toEqual([['fe']]);
    view().expandAll();
    expect(view().rows).toHaveLength(8);
    view().collapseAll();
    expect(view().rows).toHaveLength(2);
    expect(rows[0]?.toggleLabel).toBe('Collapse Head office');
  });
});
