import { createApiClient } from '../http';
import { loadWatermarkListConfig } from '.';
import { WATERMARK_LIST_CONFIG_URL } from './internal';
import { EMPTY_WATERMARK_LIST_CONFIG } from './internal';

function clientAnswering(answer: () => Promise<Response>) {
  const fetch = jest.fn(answer);
  return { client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch }), fetch };
}
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('loadWatermarkListConfig (spec 7)', () => {
  it('GETs the list config and normalizes it', async () => {
    const { client, fetch } = clientAnswering(() =>
      json({
        status: true,
        code: 200,
        msg: '',
        data: { pagePageList: 'blacklist', pagePageBlacklist: ['/doc'] },
      }),
    );
    const config = await loadWatermarkListConfig(client);
    expect(fetch).toHaveBeenCalledWith(WATERMARK_LIST_CONFIG_URL, expect.objectContaining({ method: 'GET' }));
    expect(config).toMatchObject({ pagePageList: 'blacklist', pagePageBlacklist: ['/doc'] });
  });

  it.each([
    ['an HTTP error', () => json({}, 500)],
    ['a failed envelope', () => json({ status: false, code: 500, msg: 'no', data: null })],
    ['a body that is not an envelope', () => json(['x'])],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['data of the wrong shape', () => json({ status: true, code: 200, msg: '', data: 'lists' })],
  ])('falls back to the empty list on %s', async (_, answer) => {
    const { client } = clientAnswering(answer);
    await expect(loadWatermarkListConfig(client)).resolves.toEqual(EMPTY_WATERMARK_LIST_CONFIG);
  });
});
