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

  it('sends the configured headers only to the API origin and allowlisted hosts', async () => {
    const { fn, calls } = fakeFetch(() => json({ status: true, code: 200, msg: '', data: 1 }));
    const client = createApiClient({
      fetch: fn,
      baseUrl: 'https://suite.example/api',
      headers: { 'x-session': 's1' },
      trustedOrigins: ['https://partner.example'],
    });
    const sent = async (url: string) => {
      await client.requestJson({ url, headers: { 'x-own': '1' } });
      const init = calls.at(-1)!.init;
      return {
        session: (init.headers as Record<string, string>)['x-session'],
        credentials: init.credentials,
      };
    };
    expect(await sent('/list')).toEqual({ session: 's1', credentials: 'same-origin' });
    expect(await sent('https://suite.example/other')).toEqual({ session: 's1', credentials: 'same-origin' });
    expect(await sent('https://partner.example/x')).toEqual({ session: 's1', credentials: 'same-origin' });
    for (const url of [
      'https://evil.example/steal',
      '//evil.example/steal',
      'https://suite.example.evil.test/x',
    ]) {
      expect(await sent(url)).toEqual({ session: undefined, credentials: 'omit' });
    }
    // the call's own headers still go where the call goes
    expect((calls.at(-1)!.init.headers as Record<string, string>)['x-own']).toBe('1');
    expect(calls.at(-2)!.url).toBe('//evil.example/steal');
  });

  it("sends a call's apiHeaders (a card's requestHeaderParams) only where the session goes", async () => {
    const { fn, calls } = fakeFetch(() => json({ status: true, code: 200, msg: '', data: 1 }));
    const client = createApiClient({ fetch: fn, baseUrl: 'https://suite.example/api' });
    const header = async (url: string) => {
      await client.requestJson({ url, apiHeaders: { 'x-card': 'c1' } });
      return (calls.at(-1)!.init.headers as Record<string, string>)['x-card'];
    };
    expect(await header('/card/save')).toBe('c1');
    expect(await header('https://suite.example/other')).toBe('c1');
    expect(await header('https://evil.example/steal')).toBeUndefined();
    expect(await header('//evil.example/steal')).toBeUndefined();
  });

  it('keeps the session headers on relative calls of a same-origin client', async () => {
    const { fn, calls } = fakeFetch(() => json({ status: true, code: 200, msg: '', data: 1 }));
    const client = createApiClient({ fetch: fn, headers: { 'x-session': 's1' } });
    await client.requestJson({ url: '/a' });
    await client.requestJson({ url: 'https://evil.example/steal' });
    expect((calls[0]!.init.headers as Record<string, string>)['x-session']).toBe('s1');
    expect((calls[1]!.init.headers as Record<string, string>)['x-session']).toBeUndefined();
    expect(calls[1]!.init.credentials).toBe('omit');
  });

  // issue 35: every one of these leads to another host under the WHATWG parser (what fetch uses)
  const DISGUISED_FOREIGN = [
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '\\/evil.example/x',
    ' //evil.example/x',
    '\t//evil.example/x',
    '\n//evil.example/x',
    '\r\n//evil.example/x',
    '\u0000//evil.example/x',
    '\u001f//evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    'https:evil.example',
    'https:/evil.example',
    'http:evil.example',
    'HTTPS:evil.example',
    'ht\ttps://evil.example/x',
    'https:\\\\evil.example/x',
    '//evil.example@suite.example/x'.replace('@suite.example', ''),
    'https://suite.example@evil.example/x',
    'https://evil.example\\@suite.example/x',
  ];

  it.each(DISGUISED_FOREIGN.map((url) => [url]))(
    'a same-origin client sends no session to %j, which leaves the page',
    async (url) => {
      // from an https or an http page (`https:host` is a path under the one, a host under the other)
      const origins = ['https', 'http'].map(
        (scheme) => new URL(url, `${scheme}://suite.example/app/`).origin,
      );
      expect(origins.some((origin) => !origin.endsWith('//suite.example'))).toBe(true);
      const { fn, calls } = fakeFetch(() => json({ status: true, code: 200, msg: '', data: 1 }));
      const client = createApiClient({ fetch: fn, headers: { 'x-session': 's1' } });
      await client.requestJson({ url });
      expect((calls[0]!.init.headers as Record<string, string>)['x-session']).toBeUndefined();
      expect(calls[0]!.init.credentials).toBe('omit');
    },
  );

  it.each([['/a'], ['a/b'], ['./a'], ['../../a'], ['?q=1'], ['/a/..//b'], ['/%2e%2e//b']])(
    'a same-origin client keeps the session on %j, which stays on the page',
    async (url) => {
      const { fn, calls } = fakeFetch(() => json({ status: true, code: 200, msg: '', data: 1 }));
      const client = createApiClient({ fetch: fn, headers: { 'x-session': 's1' } });
      await client.requestJson({ url });
      expect((calls[0]!.init.headers as Record<string, string>)['x-session']).toBe('s1');
    },
  );

  it('a client with an absolute baseUrl keeps the session on its own calls only', async () => {
    const { fn, calls } = fakeFetch(() => json({ status: true, code: 200, msg: '', data: 1 }));
    const client = createApiClient({
      fetch: fn,
      baseUrl: 'https://api.example/v1',
      headers: { 'x-session': 's1' },
    });
    for (const url of ['/list', '\\\\evil.example/x', ' //evil.example/x', 'https:evil.example'])
      await client.requestJson({ url });
    await client.requestJson({ url: 'https://API.example:443/other' });
    await client.requestJson({ url: '//evil.example/x' });
    const sessions = calls.map((call) => (call.init.headers as Record<string, string>)['x-session']);
    expect(sessions).toEqual(['s1', 's1', 's1', 's1', 's1', undefined]);
    for (const call of calls.slice(0, 5)) expect(new URL(call.url).origin).toBe('https://api.example');
  });
});
