import type { TreeNode } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

/** `count` nodes, ten children each, five levels deep; keys like `n1-4-5`. */
function generate(count: number, title: (path: string) => string): TreeNode[] {
  let made = 0;
  const level = (prefix: string, depth: number): TreeNode[] => {
    const nodes: TreeNode[] = [];
    for (let i = 0; i < 10 && made < count; i++) {
      made += 1;
      const path = `${prefix}${i}`;
      const node: TreeNode = { key: `n${path}`, title: title(path) };
      if (depth < 4) node.children = level(`${path}-`, depth + 1);
      nodes.push(node);
    }
    return nodes;
  };
  return level('', 0);
}

/** The demo trees: a small organisation and 20 000 generated units. */
export function useDemoTrees() {
  const t = useT();
  return useMemo(() => {
    const org: TreeNode[] = [
      {
        key: 'hq',
        title: t('tree.demo.hq'),
        children: [
          {
            key: 'rd',
            title: t('tree.demo.rd'),
            children: [
              { key: 'fe', title: t('tree.demo.fe') },
              { key: 'be', title: t('tree.demo.be') },
            ],
          },
          { key: 'hr', title: t('tree.demo.hr') },
          { key: 'audit', title: t('tree.demo.audit'), disabled: true },
        ],
      },
    ];
    return { t, org, big: generate(20_000, (path) => t('tree.demo.node', { path })) };
  }, [t]);
}
