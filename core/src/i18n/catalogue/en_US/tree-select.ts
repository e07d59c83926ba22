import { defineTranslation } from '../../define';
import type { treeSelectMessages } from '../tree-select';

export const treeSelectMessagesEnUS = defineTranslation<typeof treeSelectMessages>({
  'tree-select.title': 'Tree select',
  'tree-select.label': 'Tree select',
  'tree-select.placeholder': 'Please choose',
  'tree-select.search': 'Search nodes',
  'tree-select.loading': 'Loading…',
  'tree-select.empty': 'No data',
  'tree-select.noMatch': 'No matching node',
  'tree-select.clear': 'Clear',
  'tree-select.remove': 'Remove {title}',
  'tree-select.more': '+{count}',
  'tree-select.expandAll': 'Expand all',
  'tree-select.collapseAll': 'Collapse all',
  'tree-select.expand': 'Expand {title}',
  'tree-select.collapse': 'Collapse {title}',
  'tree-select.done': 'Done',
  'tree-select.picked': '{count} picked',
});
