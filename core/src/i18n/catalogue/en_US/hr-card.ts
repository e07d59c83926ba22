import { defineTranslation } from '../../define';
import type { hrCardMessages } from '../hr-card';

export const hrCardMessagesEnUS = defineTranslation<typeof hrCardMessages>({
  'hr-card.title': 'HR cards',
  'hr-card.openPage': 'Open the profile',
  'hr-card.close': 'Close',
  'hr-card.loading': 'Loading…',
  'hr-card.error': 'The card could not be loaded',
  'hr-card.retry': 'Retry',
  'hr-card.department': 'Department',
  'hr-card.subcompany': 'Subcompany',
  'hr-card.position': 'Position',
  'hr-card.jobNum': 'Employee no.',
  'hr-card.mobile': 'Mobile',
  'hr-card.email': 'Email',
  'hr-card.members': 'Members',
  'hr-card.kind.inside': 'Person',
  'hr-card.kind.external': 'External contact',
  'hr-card.kind.department': 'Department',
  'hr-card.kind.subcompany': 'Subcompany',
  'hr-card.kind.position': 'Position',
  'hr-card.kind.group': 'Group',
  'hr-card.kind.role': 'Role',
  'hr-card.kind.unitGroup': 'Unit group',
});
