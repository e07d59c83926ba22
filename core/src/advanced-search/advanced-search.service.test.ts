import { createSearchServices } from './advanced-search.service';
import type { SearchFieldItem } from './advanced-search.types';

const fields: SearchFieldItem[] = [{ id: 'name', title: 'Name', itemType: 'INPUT' }];

function fakeFetch(answers: unknown[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(answers.shift() ?? { status: true, code: 200, msg: '', data: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('createSearchServices (spec 7)', () => {
  it('sends the calls through the supplied fetch with the extra headers, GET for queries', async () => {
    const { fetch, calls } = fakeFetch([
      {
        status: true,
        code: 200,
        msg: '',
        data: {
          data: [{ id: 1, name: 'A', isPublic: '1' }, { id: 2, name: 'B', version: 3 }, { bad: true }],
        },
      },
    ]);
    const api = createSearchServices({
      module: 'crm',
      mobile: true,
      conditionId: 'list',
      fields,
      fetch,
      headers: { 'x-user-id': 'u9' },
    });
    expect(await api.querySnapsName()).toEqual([
      { id: '1', name: 'A', isPublic: true, isDefault: false },
      // issue 35 item 9: the version a replace names
      { id: '2', name: 'B', isPublic: false, isDefault: false, version: 3 },
    ]);
    expect(calls[0]?.url).toMatch(/^\/api\/app\/crm\/search\/querySnapsName\?.*conditionId=list/);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers['x-user-id']).toBe('u9');
  });

  it('posts a save with the content as JSON and reads the duplicate-name answer', async () => {
    const { fetch, calls } = fakeFetch([
      { status: true, code: 200, msg: '', data: { id: 's5' } },
      { status: false, code: 409, msg: 'exists', data: null },
      { status: false, code: 500, msg: 'down', data: null },
    ]);
    const api = createSearchServices({ conditionId: 'list', fields, fetch });
    const request = {
      name: ' N ',
      isPublic: false,
      isDefault: false,
      range: [],
      snapDescription: '',
      content: { condition: 'and' as const, layout: [], data: { name: 'x' } },
    };
    expect(await api.saveFilter(request)).toEqual({ status: 'saved', id: 's5' });
    expect(calls[0]).toMatchObject({ url: '/api/public/search/saveAsSnaps', method: 'POST' });
    expect(calls[0]?.body).toMatchObject({
      name: 'N',
      conditionId: 'list',
      content: JSON.stringify(request.content),
      module: 'public',
    });
    expect(await api.saveFilter({ ...request, id: 's5', version: 4 })).toEqual({
      status: 'duplicate',
      id: null,
    });
    expect(calls[1]?.url).toBe('/api/public/search/updateSnaps');
    expect(calls[1]?.body).toMatchObject({ id: 's5', version: 4 });
    expect(calls[0]?.body).not.toHaveProperty('version');
    await expect(api.saveFilter(request)).rejects.toMatchObject({ kind: 'server' });
  });

  it('posts a delete with the version its list showed (issue 35 item 9) and reads a conflict', async () => {
    const { fetch, calls } = fakeFetch([
      { status: true, code: 200, msg: '', data: null },
      { status: true, code: 200, msg: '', data: null },
      { status: false, code: 412, msg: 'stale', data: { version: 5 } },
    ]);
    const api = createSearchServices({ conditionId: 'list', fields, fetch });
    await api.deleteSnap('s5', 4);
    expect(calls[0]).toMatchObject({ url: '/api/public/search/deleteSnap', method: 'POST' });
    expect(calls[0]?.body).toMatchObject({ id: 's5', version: 4 });
    await api.deleteSnap('s6');
    expect(calls[1]?.body).not.toHaveProperty('version');
    await expect(api.deleteSnap('s5', 4)).rejects.toMatchObject({ details: { code: 412 } });
  });

  it('posts the permission check and resolves to its data', async () => {
    const { fetch, calls } = fakeFetch([
      { status: true, code: 200, msg: '', data: [{ code: 'advanceSearchAdmin' }] },
    ]);
    const api = createSearchServices({ conditionId: 'list', fields, fetch });
    expect(await api.checkPermission({ menuCode: 'advanceSearch' })).toEqual([
      { code: 'advanceSearchAdmin' },
    ]);
    expect(calls[0]).toMatchObject({
      url: '/api/auth/menu/check-permission',
      method: 'POST',
      body: { menuCode: 'advanceSearch' },
    });
  });
});
