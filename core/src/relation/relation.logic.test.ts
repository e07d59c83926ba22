import { createApiClient } from '../http';
import { translate } from './messages';
import {
  isRelationGroupActive,
  isRelationReadOnly,
  parseRelationRecord,
  planRelationChanges,
  relationAddPayload,
  relationBrowserType,
  relationDeletePayload,
  relationItemStatus,
} from './relation.logic';
import { createRelationServices, relationBrowserBean, relationBrowserSearch } from './relation.service';

describe('planRelationChanges (spec 4)', () => {
  it('adds new ids and removes dropped ones, only the difference', () => {
    expect(planRelationChanges(['a', 'b'], ['b', 'c', 'd'])).toEqual({
      add: ['c', 'd'],
      remove: ['a'],
      refusedSelf: false,
    });
    expect(planRelationChanges(['a'], ['a'])).toEqual({ add: [], remove: [], refusedSelf: false });
  });

  it('refuses a self link and reports it (spec 8)', () => {
    expect(planRelationChanges(['a'], ['a', 'me', 'b'], { selfId: 'me' })).toEqual({
      add: ['b'],
      remove: [],
      refusedSelf: true,
    });
    expect(planRelationChanges([1], [1, 7], { selfId: '7' })).toEqual({
      add: [],
      remove: [],
      refusedSelf: true,
    });
  });

  it('ignores repeated ids', () => {
    expect(planRelationChanges(['a', 'a'], ['b', 'b'])).toEqual({
      add: ['b'],
      remove: ['a'],
      refusedSelf: false,
    });
  });

  it('says "cannot link to itself" in both languages', () => {
    expect(translate('en_US', 'relation.selfLink')).toBe('Cannot link to itself');
    expect(translate('zh_CN', 'relation.selfLink')).toBe('不能关联自身');
  });
});

describe('relationAddPayload and relationDeletePayload (spec 7)', () => {
  const target = { entityId: 'card-1', module: 'crm' };

  it('sends projectIds for projects', () => {
    expect(relationAddPayload('mainline', { ...target, ids: ['p1', 'p2'] })).toEqual({
      projectIds: 'p1,p2',
      entityId: 'card-1',
      module: 'crm',
    });
    expect(relationAddPayload('mainlineBrowser', { ...target, ids: ['p1'] })).toHaveProperty(
      'projectIds',
      'p1',
    );
  });

  it('sends id and type (0 for common, else 1) for other kinds', () => {
    expect(relationAddPayload('document', { ...target, ids: ['d1', 'd2'] })).toEqual({
      id: 'd1,d2',
      entityId: 'card-1',
      module: 'crm',
      type: 1,
    });
    expect(relationAddPayload('task', { ...target, ids: [3], common: true })).toEqual({
      id: '3',
      entityId: 'card-1',
      module: 'crm',
      type: 0,
    });
  });

  it('deletes with id, or projectIds for projects', () => {
    expect(relationDeletePayload('document', { ...target, ids: ['d1'] })).toEqual({ id: 'd1', ...target });
    expect(relationDeletePayload('mainline', { ...target, ids: ['p1', 'p2'] })).toEqual({
      projectIds: 'p1,p2',
      ...target,
    });
  });
});

describe('relation groups, statuses and read-only (spec 4)', () => {
  it.each([
    'document',
    'goal',
    'cowork',
    'meeting',
    'workflow',
    'task',
    'mainline',
    'calendar',
    'taskBrowser',
    'mainlineBrowser',
  ])('%s is active', (type) => expect(isRelationGroupActive(type)).toBe(true));

  it.each(['customer', 'marketactivity', 'tag', 'resource', '', 'Browser', 'documents'])(
    '%p is not active',
    (type) => expect(isRelationGroupActive(type)).toBe(false),
  );

  it('marks deleted (which wins) and finished entries', () => {
    expect(relationItemStatus({ isDeleted: true, status: 'finished' })).toBe('deleted');
    expect(relationItemStatus({ status: 'deleted' })).toBe('deleted');
    expect(relationItemStatus({ deleted: 1 })).toBe('deleted');
    expect(relationItemStatus({ status: 'finished' })).toBe('finished');
    expect(relationItemStatus({ isComplete: true })).toBe('finished');
    expect(relationItemStatus({ isFinished: '1' })).toBe('finished');
    expect(relationItemStatus({ status: 'open' })).toBeNull();
    expect(relationItemStatus(null)).toBeNull();
  });

  it('makes fields of free modules read-only', () => {
    expect(isRelationReadOnly({ moduleFree: true })).toBe(true);
    expect(isRelationReadOnly({ moduleFree: false })).toBe(false);
    expect(isRelationReadOnly({})).toBe(false);
    expect(isRelationReadOnly({ moduleFree: false, readOnly: true })).toBe(true);
  });

  it('picks with the browser feature types', () => {
    expect(relationBrowserType('mainline')).toBe('mainlineBrowser');
    expect(relationBrowserType('taskBrowser')).toBe('taskBrowser');
    expect(relationBrowserType('document')).toBe('document');
  });

  it('reads relation records from untrusted data', () => {
    expect(
      parseRelationRecord({ targetId: 7, targetName: 'Doc', seclevel: 20, isDeleted: 1, sort: 3 }),
    ).toEqual({
      targetId: '7',
      targetName: 'Doc',
      secretLevel: 20,
      isDeleted: true,
      sort: 3,
    });
    expect(parseRelationRecord({ targetName: 'no id' })).toBeNull();
    expect(parseRelationRecord('x')).toBeNull();
  });
});

describe('relation calls (spec 7)', () => {
  function fakeFetch(answer: unknown) {
    const calls: { url: string; body?: string }[] = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), body: init?.body as string | undefined });
      return new Response(JSON.stringify({ status: true, code: 200, msg: '', data: answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    return { calls, client: createApiClient({ fetch }) };
  }

  it('reads the browser bean and search defaults, falling back on bad fields', async () => {
    const { client, calls } = fakeFetch({
      browserType: 'taskBrowser',
      module: 'task',
      multiple: false,
      params: { a: 1 },
    });
    expect(await relationBrowserBean(client, { type: 'task', module: 'crm' })).toEqual({
      browserType: 'taskBrowser',
      module: 'task',
      multiple: false,
      params: { a: 1 },
    });
    expect(calls[0]?.url).toContain('/api/bcw/relevanceBrowser/getBrowserBean?type=task&module=crm');
    const junk = fakeFetch('junk');
    expect(await relationBrowserSearch(junk.client, { type: 'mainline' })).toEqual({
      browserType: 'mainlineBrowser',
      module: 'bcw',
      keyword: '',
      pageSize: 10,
      conditions: {},
    });
    expect(junk.calls[0]?.url).toContain('/api/bcw/relevanceBrowser/browserBeanSearch');
  });

  it('posts the add and delete payloads to the configured calls', async () => {
    const { client, calls } = fakeFetch(null);
    const api = createRelationServices({ client });
    await api.add('mainline', { entityId: 'c1', module: 'crm' }, ['p1', 'p2']);
    await api.remove('document', { entityId: 'c1', module: 'crm' }, ['d1']);
    expect(calls.map((call) => [call.url, JSON.parse(call.body ?? '{}')])).toEqual([
      ['/api/crm/common/relevance/add', { projectIds: 'p1,p2', entityId: 'c1', module: 'crm' }],
      ['/api/crm/common/relevance/delete', { id: 'd1', entityId: 'c1', module: 'crm' }],
    ]);
  });
});
