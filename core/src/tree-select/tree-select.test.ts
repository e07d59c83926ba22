import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import type { TreeNode } from '../tree';
import {
  connectTreeSelect,
  normalizeTreeSelectValue,
  treeSelectKeyAction,
  treeSelectMachine,
  treeSelectMaxTags,
  treeSelectRows,
  treeSelectTagKeys,
  treeSelectTexts,
  type TreeSelectInput,
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

describe('tree select rules', () => {
  it('caps tags per platform unless told', () => {
    expect(treeSelectMaxTags('desktop')).toBe(3);
    expect(treeSelectMaxTags('mobile')).toBe(2);
    expect(treeSelectMaxTags('mobile', 5)).toBe(5);
    expect(treeSelectMaxTags('desktop', -1)).toBe(3);
    expect(treeSelectMaxTags('desktop', 1.5)).toBe(3);
  });

  it('normalizes a value: known keys, one in single mode, settled checks in multiple mode', () => {
    expect(normalizeTreeSelectValue(tree, ['ghost', 'lock', 'hr', 'fe'], false)).toEqual({
      checked: ['hr'],
      halfChecked: [],
    });
    expect(normalizeTreeSelectValue(tree, undefined, false).checked).toEqual([]);
    expect(normalizeTreeSelectValue(tree, ['rd', 'ghost'], true)).toEqual({
      checked: ['rd', 'fe', 'be'],
      halfChecked: ['hq'],
    });
    expect(normalizeTreeSelectValue(tree, ['lock'], true).checked).toEqual(['lock']);
  });

  it('shows a fully checked branch as one tag', () => {
    expect(treeSelectTagKeys(tree, ['rd', 'fe', 'be', 'sales', 'branch'])).toEqual(['rd', 'branch']);
    expect(treeSelectTagKeys(tree, ['be', 'hr'])).toEqual(['be', 'hr']);
  });

  it('searches the tree, opening what it keeps, and finds the first hit', () => {
    const found = treeSelectRows(tree, 'end', new Set());
    expect(found.rows.map((r) => r.key)).toEqual(['hq']);
    const open = treeSelectRows(tree, 'end', new Set(['hq', 'rd']));
    expect(open.rows.map((r) => r.key)).toEqual(['hq', 'rd', 'fe', 'be']);
    expect(open.firstHit).toBe('fe');
    expect([...open.searchOpen].sort()).toEqual(['hq', 'rd']);
    expect(treeSelectRows(tree, '', new Set()).rows.map((r) => r.key)).toEqual(['hq', 'branch']);
  });

  const rows = treeSelectRows(tree, '', new Set(['hq'])).rows;
  it.each([
    [false, null, 'ArrowDown', { type: 'open' }],
    [false, null, 'Enter', { type: 'open' }],
    [false, null, 'a', null],
    [true, null, 'Escape', { type: 'close' }],
    [true, null, 'ArrowDown', { type: 'activate', key: 'hq' }],
    [true, null, 'ArrowUp', { type: 'activate', key: 'branch' }],
    [true, 'hq', 'ArrowDown', { type: 'activate', key: 'rd' }],
    [true, 'branch', 'ArrowDown', { type: 'activate', key: 'branch' }],
    [true, 'rd', 'ArrowUp', { type: 'activate', key: 'hq' }],
    [true, 'rd', 'End', { type: 'activate', key: 'branch' }],
    [true, 'rd', 'Home', { type: 'activate', key: 'hq' }],
    [true, 'rd', 'ArrowRight', { type: 'toggle', key: 'rd' }],
    [true, 'hq', 'ArrowRight', { type: 'activate', key: 'rd' }],
    [true, 'hr', 'ArrowRight', null],
    [true, 'hq', 'ArrowLeft', { type: 'toggle', key: 'hq' }],
    [true, 'hr', 'ArrowLeft', { type: 'activate', key: 'hq' }],
    [true, 'branch', 'ArrowLeft', null],
    [true, 'hr', 'Enter', { type: 'pick', key: 'hr' }],
    [true, 'lock', 'Enter', null],
    [true, 'hr', 'x', null],
  ] as const)('open %p, active %p: %p does %p', (open, active, key, action) => {
    expect(treeSelectKeyAction({ open, rows, active }, key)).toEqual(action);
  });

  it('does nothing with arrows in an empty dropdown', () => {
    expect(treeSelectKeyAction({ open: true, rows: [], active: null }, 'ArrowDown')).toBeNull();
  });
});

function start(input: Omit<TreeSelectInput, 'platform' | 'nodes'>, locale: 'en_US' | 'zh_CN' = 'en_US') {
  const actor = createActor(treeSelectMachine, {
    input: { platform: 'desktop', nodes: tree, ...input },
  }).start();
  const changes: string[][] = [];
  actor.on('change', (event) => changes.push(event.value));
  const view = () =>
    connectTreeSelect(actor.getSnapshot(), actor.send, connectEnv(treeSelectTexts, locale, 'desktop'));
  const keys = () => Array.from({ length: view().rowCount }, (_, i) => view().row(i).key);
  return { actor, changes, view, keys };
}

describe('tree select machine and view', () => {
  it('picks one node by keyboard: opens, moves, picks and closes', () => {
    const { view, changes, keys } = start({ defaultExpandedKeys: ['hq'] });
    expect(view()).toMatchObject({ open: false, text: '', placeholder: 'Please choose', hasValue: false });
    expect(view().keyDown('ArrowDown')).toBe(true);
    expect(view().open).toBe(true);
    expect(keys()).toEqual(['hq', 'rd', 'hr', 'lock', 'branch']);
    expect(view().activeIndex).toBe(0);
    view().keyDown('ArrowDown');
    view().keyDown('ArrowDown');
    expect(view().activeId).toBe('tree-select-option-hr');
    expect(view().row(2)).toMatchObject({ active: true, testId: 'tree-select-node-hr' });
    view().keyDown('Enter');
    expect(view()).toMatchObject({ open: false, text: 'HR', value: ['hr'] });
    expect(changes).toEqual([['hr']]);
    // reopening puts the keyboard on the pick
    view().setOpen(true);
    expect(view().activeId).toBe('tree-select-option-hr');
    view().keyDown('Escape');
    expect(view().open).toBe(false);
    view().clear();
    expect(view().hasValue).toBe(false);
    expect(changes).toEqual([['hr'], []]);
  });

  it('refuses a disabled node and searches with a status', () => {
    const { view, changes, keys } = start({});
    view().setOpen(true);
    view().pick('lock');
    expect(changes).toEqual([]);
    view().search('sal');
    expect(keys()).toEqual(['branch', 'sales']);
    expect(view().activeId).toBe('tree-select-option-sales');
    view().toggle('branch');
    expect(keys()).toEqual(['branch']);
    view().expandAll();
    expect(keys()).toEqual(['branch', 'sales']);
    view().search('nothing');
    expect(view()).toMatchObject({ status: 'empty', statusText: 'No matching node', rowCount: 0 });
    view().setOpen(false);
    expect(view().keyword).toBe('');
  });

  it('checks several with half states, shows tags with a cap and removes one', () => {
    const { view, changes, actor } = start({ multiple: true, maxTagCount: 1 });
    view().setOpen(true);
    view().expandAll();
    view().pick('fe');
    expect(view().open).toBe(true);
    expect(view().row(0).checkState).toBe('half');
    view().pick('be');
    view().pick('sales');
    expect(view().value).toEqual(['rd', 'fe', 'be', 'branch', 'sales']);
    expect(view().tags).toEqual([{ key: 'rd', title: 'R&D', removeLabel: 'Remove R&D' }]);
    expect(view()).toMatchObject({ moreTags: 1, moreTagsText: '+1', summary: '5 picked' });
    view().remove('rd');
    expect(view().value).toEqual(['branch', 'sales']);
    view().pick('branch');
    expect(view().hasValue).toBe(false);
    expect(changes).toHaveLength(5);
    actor.send({ type: 'CONFIGURE', nodes: tree, multiple: true, loading: true });
    expect(view()).toMatchObject({ status: 'loading', statusText: 'Loading…', rowCount: 0 });
  });

  it('only reports picks when controlled, and follows the synced value', () => {
    const { view, changes, actor } = start({ value: ['hr'] }, 'zh_CN');
    view().setOpen(true);
    view().pick('branch');
    expect(view().value).toEqual(['hr']);
    expect(changes).toEqual([['branch']]);
    actor.send({ type: 'VALUE.SYNC', value: ['branch'] });
    expect(view().text).toBe('Branch');
    expect(view().placeholder).toBe('请选择');
  });

  it('keeps the value known to a new tree', () => {
    const { view, actor } = start({ defaultValue: ['hr'] });
    actor.send({ type: 'CONFIGURE', nodes: [tree[1] as TreeNode], multiple: false, loading: false });
    expect(view().value).toEqual([]);
  });
});
