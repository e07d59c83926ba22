import { defineTranslation } from '../../define';
import type { transferMessages } from '../transfer';

export const transferMessagesEnUS = defineTranslation<typeof transferMessages>({
  'transfer.title': 'Transfer',
  'transfer.source': 'Available',
  'transfer.target': 'Chosen',
  'transfer.count': '{selected}/{total} items',
  'transfer.search': 'Search',
  'transfer.selectPage': 'Select this page',
  'transfer.empty': 'No data',
  'transfer.remove': 'Remove',
  'transfer.moveRight': 'Move right',
  'transfer.moveLeft': 'Move left',
});
