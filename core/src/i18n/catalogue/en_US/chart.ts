import { defineTranslation } from '../../define';
import type { chartMessages } from '../chart';

export const chartMessagesEnUS = defineTranslation<typeof chartMessages>({
  'chart.title': 'Charts',
  'chart.loading': 'Loading the chart…',
  'chart.empty': 'No data',
  'chart.error': 'The chart could not be loaded',
  'chart.invalid': 'This chart cannot be shown: its settings are wrong',
  'chart.retry': 'Retry',
  'chart.exportPng': 'Export image',
  'chart.label': 'Chart',
  'chart.legend': 'Legend',
});
