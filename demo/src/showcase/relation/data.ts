import type { DetailLinkOption, RelationRecord } from '@suite-ui/core';

/** The demo card is task 3: linking it to itself is refused (spec 8). */
export const CARD_ID = 'task-3';

export const LINKED_TASKS: RelationRecord[] = [
  { targetId: 'task-1', targetName: '任务 1', status: 'finished' },
  { targetId: 'task-12', targetName: '任务 12', isDeleted: true },
];

/**
 * How the page's rows open their record (spec 2.2): tasks in the demo's workflow detail route, other
 * kinds at an external link base plus the id.
 */
export const DEMO_DETAIL_LINK: DetailLinkOption = ({ type }) =>
  type === 'task'
    ? { type: 'module', rootPath: '/', modulePath: '/workflow/detail' }
    : { type: 'external', linkBase: 'https://docs.example.com/view/' };

/** The mobile pages fill the id into a detail path template. */
export const DEMO_MOBILE_DETAIL_LINK: DetailLinkOption = {
  type: 'mobile',
  template: '/workflow/detail/{id}',
};

/** Documents with secret levels: the card's level (20) drops the lower one (spec 4). */
export const LINKED_DOCUMENTS: RelationRecord[] = [
  { targetId: 'document-1', targetName: '文档 1', secretLevel: 10 },
  { targetId: 'document-2', targetName: '文档 2', secretLevel: 30 },
];
