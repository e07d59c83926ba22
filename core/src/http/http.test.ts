import { ApiError, createApiClient, parseEnvelope, withQuery } from '.';

function fakeFetch(answer: () => Promise<Response> | Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer());
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('parseEnvelope', () => {
  it('accepts the suite envelope', () => {
    expect(parseEnvelope({ status: true, code: 200, msg: 'ok', data: [1] }, '/x')).toEqual({
      status: true,
      code: 200,
      msg: 'ok',
      data: [1],
    });
  });

  it.each([null, 'text', [1, 2], { data: 1 }])('rejects %p as malformed', (body) => {
    expect(() => parseEnvelope(body, '/x')).toThrow(ApiError);
  });
});

describe('createApiClient', () => {
  it('sends GET data as a query and POST data as a JSON body', async () => {
    const { fn, calls } = fakeFetch(() => json({ status: true, code: 200, msg: '', data: 1 }));
    const client = createApiClient({ fetch: fn, headers: { 'x-session': 's1' } });
    await client.request({ url: '/a', data: { ids: [1, 2], skip: undefined } });
    await client.request({ url: '/b', method: 'POST', data: { q: 'x' } });
    expect(calls[0]?.url).toBe('/a?ids=1%2C2');
    expect(calls[1]?.init.body).toBe('{"q":"x"}');
    expect((calls[1]?.init.headers as Record<string, string>)['x-session']).toBe('s1');
  });

  it.each([
    ['server', () => json({ status: false, code: 500, msg: 'no', data: null })],
    ['http', () => json({}, 500)],
    ['malformed', () => new Response('<html>', { status: 200 })],
    ['network', () => Promise.reject(new TypeError('failed to fetch'))],
  ] as const)('reports %s failures as ApiError', async (kind, answer) => {
    const client = createApiClient({ fetch: fakeFetch(answer).fn });
    await expect(client.request({ url: '/x' })).rejects.toMatchObject({ name: 'ApiError', kind });
  });

  it('times out a call that never answers', async () => {
    const hang = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    const client = createApiClient({ fetch: hang, timeoutMs: 5 });
    await expect(client.request({ url: '/slow' })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('joins a base url', () => {
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
  });
});
