// Contract of the comment widget's fake calls (spec 7: decryptCommentById, sensitiveHelp) over real
// HTTP, read through core's own service so the answers are checked the way the widget reads them.
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';
import {
  createApiClient,
  createCommentService,
  createMentionProvider,
  createPhraseService,
  decryptComment,
  sensitiveCheck,
} from '@suite-ui/core';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

const api = (user = 'u1') => createApiClient({ baseUrl: server.url, headers: { 'x-user-id': user } });
const target = { objectId: 'demo-1', objectModule: 'bcw', module: 'share' };

describe('comments of a record', () => {
  it('pages the list, newest first, with mentions, attachments, upvotes and a desensitised entry', async () => {
    const service = createCommentService(api());
    const first = await service.list(target, 1);
    expect(first.list).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const second = await service.list(target, 2);
    expect(second.hasMore).toBe(false);
    expect(first.total).toBe(first.list.length + second.list.length);
    const all = [...first.list, ...second.list];
    expect(all.map((c) => c.createTime)).toEqual([...all.map((c) => c.createTime)].sort((a, b) => b - a));
    expect(all.find((c) => c.id === 'c1')).toMatchObject({
      mentions: [{ userId: 'u1', atType: 'user' }],
      attachments: [{ fileId: 'cf-1', versionRemoved: true }],
    });
    expect(all.find((c) => c.id === 'c-secret')).toMatchObject({
      desensitized: true,
      content: expect.stringContaining('***'),
    });
  });

  it('saves, edits, upvotes and deletes the current user’s comment, with a log', async () => {
    const service = createCommentService(api());
    const saved = await service.save(target, {
      content: '@吴超 hello',
      mentions: [{ userId: 'u2', userName: '吴超', atType: 'user' }],
      attachments: [{ fileId: 'f9', name: 'a.txt', size: 3 }],
    });
    expect(saved).toMatchObject({ userId: 'u1', content: '@吴超 hello', attachments: [{ fileId: 'f9' }] });
    const edited = await service.update('share', saved.id, {
      content: 'changed',
      mentions: [],
      attachments: [],
    });
    expect(edited).toMatchObject({ content: 'changed', edited: true });
    expect((await service.upvote('share', saved.id, true)).upvotes).toEqual([
      { userId: 'u1', userName: '陈超磊' },
    ]);
    expect((await service.upvote('share', saved.id, false)).upvotes).toEqual([]);
    expect((await service.logs('share', saved.id)).map((l) => l.action)).toEqual(['create', 'edit']);
    await service.remove('share', saved.id);
    expect((await service.list(target, 1)).list.some((c) => c.id === saved.id)).toBe(false);
  });

  it('refuses to edit someone else’s comment', async () => {
    await expect(
      createCommentService(api()).update('share', 'c1', { content: 'x', mentions: [], attachments: [] }),
    ).rejects.toMatchObject({ kind: 'server' });
  });
});

describe('GET /api/{module}/common/comment/decryptCommentById (spec 7)', () => {
  it('answers content and originContent of a desensitised comment', async () => {
    await expect(decryptComment(api(), { id: 'c-secret', content: '***' })).resolves.toEqual({
      content: '客户报价为 128 万元，请勿外传',
      originContent: '客户报价为 128 万元，请勿外传',
    });
  });

  it('keeps the original content when the call fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fetch(`${server.url}/__fixtures/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/share/common/comment/decryptCommentById', fault: '500', times: 1 }),
    });
    await expect(decryptComment(api(), { id: 'c-secret', content: '***' })).resolves.toEqual({
      content: '***',
      originContent: '***',
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('sensitive words (spec 6, 7)', () => {
  it('sensitiveHelp answers with the hits of the content', async () => {
    const result = await sensitiveCheck(api(), { content: 'a Forbidden word', module: 'share' });
    expect(result.words).toEqual(['forbidden']);
    expect((await sensitiveCheck(api(), { content: 'clean' })).words).toEqual([]);
  });

  it('the current user has a sensitive-word list', async () => {
    expect(await createCommentService(api()).sensitiveWords('share')).toContain('secret');
  });

  it('the mention provider finds people by name', async () => {
    const people = await createMentionProvider(api()).search('吴');
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p.userName.includes('吴'))).toBe(true);
  });
});

describe('common phrases', () => {
  it('lists phrases with groups and saves, sorts and deletes', async () => {
    const service = createPhraseService(api());
    const { phrases, groups } = await service.list();
    expect(groups.map((g) => g.name)).toEqual(['工作', '回复']);
    const added = await service.save({ content: 'new one', groupId: 'g-work', sort: 999_999 });
    await service.sort([{ id: added.id, sort: 1 }], 'phrase');
    expect((await service.list()).phrases[0]?.id).toBe(added.id);
    await service.remove(phrases[0]!.id);
    const group = await service.saveGroup({ name: '新分组' });
    await service.removeGroup(group.id);
    expect((await service.list()).groups).toHaveLength(2);
  });
});
