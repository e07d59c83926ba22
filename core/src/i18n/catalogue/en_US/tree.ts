import { defineTranslation } from '../../define';
import type { treeMessages } from '../tree';

export const treeMessagesEnUS = defineTranslation<typeof treeMessages>({
  'tree.title': 'Tree',
  'tree.label': 'Tree',
  'tree.search': 'Search nodes',
  'tree.empty': 'No matching node',
  'tree.expandAll': 'Expand all',
  'tree.collapseAll': 'Collapse all',
  'tree.expand': 'Expand {title}',
  'tree.collapse': 'Collapse {title}',
  'tree.count': '{count} nodes',
  'tree.checked': '{count} checked',
  'tree.placeholder': 'Please choose',
  'tree.drag': 'Drag {title}',
});
