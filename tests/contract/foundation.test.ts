// Contract tests of the fake backend over real HTTP: envelope, the foundation calls, fault injection.
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

describe('foundation calls', () => {
  it('GET /build/htmlversion.json answers a map of built-file path to version', async () => {
    const response = await get('/build/htmlversion.json?t=123');
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(manifest).length).toBeGreaterThan(0);
    for (const [file, version] of Object.entries(manifest)) {
      expect(file).toMatch(/^\/build\/[^/]+\//);
      expect(typeof version).toBe('string');
    }
  });

  it('GET /api/bcw/watermarke/queryWatermarkConfig answers the list config in the envelope', async () => {
    const body = (await (await get('/api/bcw/watermarke/queryWatermarkConfig')).json()) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ status: true, code: 200 });
    expect(body.data).toEqual(expect.objectContaining({ pagePageList: expect.any(String) }));
  });

  it('answers unknown calls with a 404 envelope', async () => {
    const response = await get('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: false, code: 404 });
  });
});

describe('fault injection', () => {
  const path = '/api/bcw/watermarke/queryWatermarkConfig';

  it('fails with an HTTP status from the header', async () => {
    const response = await get(path, { 'x-fixture-fault': '500' });
    expect(response.status).toBe(500);
  });

  it('answers malformed JSON from the query', async () => {
    const response = await get(`${path}?__fault=malformed`);
    await expect(response.json()).rejects.toThrow();
  });

  it('drops the connection', async () => {
    await expect(get(path, { 'x-fixture-fault': 'drop' })).rejects.toThrow();
  });

  it('delays a slow call', async () => {
    const started = Date.now();
    const response = await get(path, { 'x-fixture-fault': 'slow=150' });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('holds a timed-out call until the client gives up', async () => {
    const call = fetch(server.url + path, {
      headers: { 'x-fixture-fault': 'timeout' },
      signal: AbortSignal.timeout(300),
    });
    await expect(call).rejects.toThrow(/abort|timeout/i);
  });

  it('fires armed rules once, then answers normally', async () => {
    const arm = await fetch(`${server.url}/__fixtures/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, fault: '503', times: 1 }),
    });
    expect(arm.status).toBe(200);
    expect((await get(path)).status).toBe(503);
    expect((await get(path)).status).toBe(200);
  });

  it('refuses an unknown fault rule', async () => {
    const arm = await fetch(`${server.url}/__fixtures/faults`, {
      method: 'POST',
      body: JSON.stringify({ path, fault: 'boom' }),
    });
    expect(arm.status).toBe(400);
  });
});
