// Contract of the secret-level settings calls of spec 7 (querySecelInfo, getResourceInfo4Component,
// getAttSetting) against the fake backend, read through core's own service as the field reads them.
import { createApiClient, createSecretLevelServices, loadSecretLevelSettings } from '@suite-ui/core';
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

const api = () => createSecretLevelServices({ client: createApiClient({ baseUrl: server.url }) });

async function get(path: string) {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return (await response.json()) as { status: boolean; data: Record<string, unknown> };
}

describe('secret-level settings', () => {
  it("answers the module's period rules, the person's own level and the attachment settings", async () => {
    await fetch(`${server.url}/__fixtures/secret-level/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pattern: '^\\d+(年|个月)$' }),
    });
    expect(
      await loadSecretLevelSettings(api(), { module: 'crm', employeeId: 'u2', attachment: true }),
    ).toEqual({
      required: true,
      pattern: '^\\d+(年|个月)$',
      personLevel: 3,
      editable: true,
      defaultLevel: 2,
    });
    expect(
      await loadSecretLevelSettings(api(), {
        module: 'crm',
        employeeId: 'u1',
        entityId: 'r1',
        attachment: false,
      }),
    ).toEqual({ required: true, pattern: '^\\d+(年|个月)$', personLevel: 2 });
  });

  it('refuses bad input', async () => {
    expect((await get('/api/bad$module/common/querySecelInfo')).status).toBe(false);
    expect((await get('/api/crm/common/querySecelInfo?entityId=a%20b')).status).toBe(false);
    const base = '/api/bs/datasecurity/classifiedprotection';
    expect((await get(`${base}/getResourceInfo4Component?resourceId=%3Cscript%3E`)).status).toBe(false);
    expect((await get(`${base}/getAttSetting?module=%3Cb%3E`)).status).toBe(false);
    expect((await get(`${base}/getAttSetting?module=crm`)).status).toBe(true);
  });
});
