import { defineTranslation } from '../../define';
import type { sortMessages } from '../sort';

export const sortMessagesEnUS = defineTranslation<typeof sortMessages>({
  'sort.title': 'Sort',
  'sort.list': 'Sortable list',
  'sort.handle': 'Drag, or use the arrow keys, to move "{name}"',
  'sort.instructions':
    'Press space to pick up, the arrow keys to move, space again to drop, Escape to cancel.',
  'sort.grabbed': 'Picked up "{name}", position {position} of {count}',
  'sort.moved': '"{name}" moved to position {position} of {count}',
  'sort.dropped': '"{name}" dropped at position {position} of {count}',
  'sort.canceled': 'Move of "{name}" canceled',
  'sort.moveUp': 'Move "{name}" up',
  'sort.moveDown': 'Move "{name}" down',
  'sort.saving': 'Saving the order',
  'sort.saved': 'Order saved',
  'sort.failed': 'The order could not be saved; the previous order is back',
  'sort.empty': 'No data',
});
