import { defineTranslation } from '../../define';
import type { cityPickerMessages } from '../city-picker';

export const cityPickerMessagesEnUS = defineTranslation<typeof cityPickerMessages>({
  'city-picker.title': 'City picker',
  'city-picker.label': 'Region',
  'city-picker.placeholder': 'Province / city / district',
  'city-picker.search': 'Search cities (name or pinyin)',
  'city-picker.loading': 'Loading regions…',
  'city-picker.error': 'Could not load the regions',
  'city-picker.retry': 'Retry',
  'city-picker.empty': 'No matching region',
  'city-picker.clear': 'Clear',
  'city-picker.done': 'Done',
  'city-picker.cancel': 'Cancel',
});
