import { translate } from '../i18n';
import { createApiClient } from './client';
import { failureMessage, failureOf, failureText } from './failure';

const zh = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('zh_CN', key, params);
const en = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('en_US', key, params);

/** The error a real client call throws when the fetch answers `answer`. */
async function errorOf(answer: () => Promise<Response>): Promise<unknown> {
  const api = createApiClient({ baseUrl: '', fetch: answer as unknown as typeof fetch });
  return api.request({ url: '/api/x', method: 'POST', data: {} }).then(
    () => null,
    (error: unknown) => error,
  );
}
const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

// the client's own words, which must never be the message
const RAW = ['Failed to fetch', 'answer is not JSON', 'HTTP 500', 'request failed', 'call timed out'];

describe('failureOf', () => {
  it('reads a network failure (fetch rejects) as the network, whatever was being done', async () => {
    const error = await errorOf(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(failureOf('save', error)).toEqual({
      action: 'save',
      cause: 'network',
      reason: '',
      detail: 'Failed to fetch',
    });
    expect(failureText(failureOf('save', error), zh)).toBe(
      '保存失败，修改尚未保存。无法连接到服务器，请检查网络后重试',
    );
    expect(failureOf('load', new TypeError('Failed to fetch')).cause).toBe('network');
  });

  it('gives a refusal the server’s reason, bounded to one line', async () => {
    const error = await errorOf(() => json({ status: false, code: 500, msg: '名称\n已存在', data: null }));
    expect(failureOf('save', error)).toMatchObject({ cause: 'refused', reason: '名称 已存在' });
    expect(failureText(failureOf('save', error), en)).toBe(
      'Could not save: your changes are not saved yet. The server did not accept it: 名称 已存在',
    );
    const long = await errorOf(() => json({ status: false, code: 500, msg: 'x'.repeat(500), data: null }));
    expect(failureOf('save', long).reason).toHaveLength(200);
  });

  it.each([
    ['a refusal without a reason', () => json({ status: false, code: 500, msg: '', data: null })],
    ['an error page', () => Promise.resolve(new Response('<html>', { status: 500 }))],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('reads %s as failed, with the raw text kept for developers', async (_name, answer) => {
    const error = await errorOf(answer);
    const failure = failureOf('delete', error);
    expect(failure.cause).toBe('failed');
    expect(failure.detail).not.toBe('');
    expect(failureText(failure, zh)).toBe('删除失败。请稍后重试');
  });

  it('names each action in its own words, in both languages', () => {
    const actions = ['load', 'save', 'delete', 'upload', 'submit'] as const;
    for (const t of [zh, en]) {
      const texts = actions.map((action) => failureMessage(action, new Error('boom'), t));
      expect(new Set(texts).size).toBe(actions.length);
    }
    expect(failureMessage('load', new Error('x'), en)).toBe('Could not load. Please try again later.');
  });

  it('never shows the client’s own text', async () => {
    const errors = await Promise.all([
      errorOf(() => Promise.reject(new TypeError('Failed to fetch'))),
      errorOf(() => Promise.resolve(new Response('x', { status: 500 }))),
      errorOf(() => Promise.resolve(new Response('x', { status: 200 }))),
      errorOf(() => json({ status: false, code: 500, msg: '', data: null })),
    ]);
    for (const error of errors)
      for (const t of [zh, en])
        for (const raw of RAW) expect(failureMessage('save', error, t)).not.toContain(raw);
  });
});
