import { defineTranslation } from '../../define';
import type { anchorMessages } from '../anchor';

export const anchorMessagesEnUS = defineTranslation<typeof anchorMessages>({
  'anchor.title': 'Anchor navigation',
  'anchor.nav': 'On this page',
  'anchor.search': 'Search the contents',
  'anchor.empty': 'No matching entry',
  'anchor.collapse': 'Collapse the contents',
  'anchor.expand': 'Expand the contents',
  'anchor.openMenu': 'Open the contents',
  'anchor.closeMenu': 'Close the contents',
  'anchor.drag': 'Drag to reorder, or press Alt+Up/Down to move',
  'anchor.moved': '"{title}" moved to position {position}',
});
