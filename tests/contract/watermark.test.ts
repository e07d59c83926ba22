// Contract of the watermark's fake call (spec 7) and its test control, over real HTTP.
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

const CONFIG = '/api/bcw/watermarke/queryWatermarkConfig';
const read = async () =>
  ((await (await fetch(server.url + CONFIG)).json()) as { data: Record<string, unknown> }).data;
const change = (data: unknown) =>
  fetch(`${server.url}/__fixtures/watermark/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });

describe('GET /api/bcw/watermarke/queryWatermarkConfig', () => {
  it('answers every list field of spec 3, the demo page blacklisted', async () => {
    const data = await read();
    expect(Object.keys(data).sort()).toEqual(
      [
        'pageIpBlacklistContain',
        'pageIpList',
        'pageIpWhitelistContain',
        'pagePageBlacklist',
        'pagePageList',
        'pagePageWhitelist',
        'pageResourceBlacklistContain',
        'pageResourceList',
        'pageResourceWhitelistContain',
      ].sort(),
    );
    expect(data).toMatchObject({
      pagePageList: 'blacklist',
      pagePageBlacklist: ['/showcase/watermark/free'],
    });
  });

  it('takes changes from the control call until the next reset', async () => {
    const response = await change({ pagePageList: 'whitelist', pagePageWhitelist: ['/showcase/rate'] });
    expect(response.status).toBe(200);
    expect(await read()).toMatchObject({ pagePageList: 'whitelist', pagePageWhitelist: ['/showcase/rate'] });
    await fetch(`${server.url}/__fixtures/reset`, { method: 'POST' });
    expect(await read()).toMatchObject({ pagePageList: 'blacklist' });
  });

  it.each([
    [{ pagePageList: 'sometimes' }],
    [{ pagePageBlacklist: '/doc' }],
    [{ pagePageBlacklist: [{ path: '/doc' }] }],
    [{ somethingElse: 1 }],
  ])('refuses the malformed change %p', async (data) => {
    const body = (await (await change(data)).json()) as { status: boolean; code: number };
    expect(body).toMatchObject({ status: false, code: 400 });
    expect(await read()).toMatchObject({ pagePageList: 'blacklist' });
  });
});
