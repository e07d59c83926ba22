import { Tree } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useDemoTrees } from './data';

export default function TreeMobileShowcase() {
  const { t, org, big } = useDemoTrees();
  return (
    <div data-testid="showcase-tree">
      <List header={t('tree.demo.org')} />
      <Tree testId="tree-org" nodes={org} checkable defaultExpandedKeys={['hq']} height={264} />
      <List header={t('tree.demo.drag')} />
      <Tree
        testId="tree-drag"
        nodes={org}
        draggable
        searchable={false}
        defaultExpandedKeys={['hq', 'rd']}
        height={308}
      />
      <List header={t('tree.demo.big')} />
      <Tree testId="tree-big" nodes={big} checkable />
    </div>
  );
}
