import { createMemoryStorage } from '../shared';
import { createLayoutActionDispatcher, lookupFunction, type LayoutActionHost } from './actions.logic';

const js = ['java', 'script:'].join('');

function host() {
  const storage = createMemoryStorage();
  const local = { greet: jest.fn((name: string) => `hi ${name}`), notAFunction: 3 };
  const h = {
    pushRoute: jest.fn(),
    openWindow: jest.fn(),
    assignLocation: jest.fn(),
    request: jest.fn(async () => 'answer'),
    reload: jest.fn(),
    storage,
    functions: {
      local,
      crossModule: Object.create({ inherited: () => 'x' }) as Record<string, unknown>,
      ecode: { run: () => 'ran' },
    },
    refresh: jest.fn(),
  } satisfies LayoutActionHost;
  return { h, dispatch: createLayoutActionDispatcher(h), local };
}

describe('layout actions (spec 4)', () => {
  it('pushes a route', () => {
    const { h, dispatch } = host();
    expect(dispatch({ action: 'pushRoute', params: { path: ' /workflow/list ' } })).toEqual({ ok: true });
    expect(dispatch({ action: 'pushRoute', params: { path: '/a', replace: true } })).toEqual({ ok: true });
    expect(h.pushRoute.mock.calls).toEqual([
      ['/workflow/list', false],
      ['/a', true],
    ]);
  });

  it.each([['https://example.com'], ['/a'], ['page?x=1']])('opens the link %p', (url) => {
    const { h, dispatch } = host();
    expect(dispatch({ action: 'openLink', params: { url } })).toEqual({ ok: true });
    expect(dispatch({ action: 'openInCurrentWindow', params: { url } })).toEqual({ ok: true });
    expect(h.openWindow).toHaveBeenCalledWith(url);
    expect(h.assignLocation).toHaveBeenCalledWith(url);
  });

  it.each([
    [`${js}alert(1)`],
    [`${js.toUpperCase()}alert(1)`],
    [` \t${js}alert(1)`],
    [`java\u0000script:alert(1)`],
    [`&#106;avascript:alert(1)`],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:x'],
    ['///evil.com'],
    ['/\\evil.com'],
  ])('refuses the unsafe address %p everywhere', (url) => {
    const { h, dispatch } = host();
    for (const action of ['openLink', 'openInCurrentWindow', 'request'] as const) {
      expect(dispatch({ action, params: { url } })).toEqual({ ok: false, reason: 'unsafe-url' });
    }
    expect(dispatch({ action: 'pushRoute', params: { path: url } })).toEqual({
      ok: false,
      reason: 'unsafe-url',
    });
    expect(h.openWindow).not.toHaveBeenCalled();
    expect(h.assignLocation).not.toHaveBeenCalled();
    expect(h.request).not.toHaveBeenCalled();
    expect(h.pushRoute).not.toHaveBeenCalled();
  });

  it('refuses a route that is not a / path', () => {
    const { dispatch } = host();
    expect(dispatch({ action: 'pushRoute', params: { path: 'https://example.com' } })).toEqual({
      ok: false,
      reason: 'unsafe-url',
    });
    expect(dispatch({ action: 'pushRoute', params: {} })).toEqual({ ok: false, reason: 'invalid-params' });
  });

  it('sends requests with a known method', async () => {
    const { h, dispatch } = host();
    const outcome = dispatch({
      action: 'request',
      params: { url: '/api/x', method: 'post', data: { a: 1 } },
    });
    expect(outcome.ok).toBe(true);
    await expect((outcome as { value: Promise<unknown> }).value).resolves.toBe('answer');
    expect(h.request).toHaveBeenCalledWith({
      url: '/api/x',
      method: 'POST',
      data: { a: 1 },
      headers: undefined,
    });
    expect(dispatch({ action: 'request', params: { url: '/api/x', method: 'TRACE' } })).toEqual({
      ok: false,
      reason: 'invalid-params',
    });
  });

  it('reloads, saves to local storage and refreshes content', () => {
    const { h, dispatch } = host();
    expect(dispatch({ action: 'reload' })).toEqual({ ok: true });
    expect(dispatch({ action: 'saveToLocalStorage', params: { key: 'k', value: { a: 1 } } })).toEqual({
      ok: true,
    });
    expect(dispatch({ action: 'saveToLocalStorage', params: { key: 's', value: 'text' } })).toEqual({
      ok: true,
    });
    expect(dispatch({ action: 'saveToLocalStorage', params: { key: '' } })).toEqual({
      ok: false,
      reason: 'invalid-params',
    });
    expect(dispatch({ action: 'refreshContent', params: { module: 'hrm' } })).toEqual({ ok: true });
    expect(dispatch({ action: 'refreshContent', params: { key: 'w1', type: 'chart' } })).toEqual({
      ok: true,
    });
    expect(dispatch({ action: 'refreshContent', params: {} })).toEqual({
      ok: false,
      reason: 'invalid-params',
    });
    expect(h.reload).toHaveBeenCalledTimes(1);
    expect(h.storage.get('k')).toBe('{"a":1}');
    expect(h.storage.get('s')).toBe('text');
    expect(h.refresh.mock.calls).toEqual([
      [{ kind: 'module', module: 'hrm' }],
      [{ kind: 'widget', key: 'w1', type: 'chart' }],
    ]);
  });

  it('calls own functions of the registry only', () => {
    const { h, dispatch, local } = host();
    expect(dispatch({ action: 'callFunction', params: { name: 'greet', args: ['Li'] } })).toEqual({
      ok: true,
      value: 'hi Li',
    });
    expect(local.greet).toHaveBeenCalledWith('Li');
    expect(dispatch({ action: 'callFunction', params: { name: 'run', scope: 'ecode' } })).toEqual({
      ok: true,
      value: 'ran',
    });
    for (const name of [
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      'notAFunction',
      'missing',
    ]) {
      expect(dispatch({ action: 'callFunction', params: { name } })).toEqual({
        ok: false,
        reason: 'unknown-function',
      });
    }
    expect(dispatch({ action: 'callFunction', params: { name: 'inherited', scope: 'crossModule' } })).toEqual(
      { ok: false, reason: 'unknown-function' },
    );
    expect(dispatch({ action: 'callFunction', params: { name: 'greet', scope: '__proto__' } })).toEqual({
      ok: false,
      reason: 'unknown-function',
    });
    expect(lookupFunction({ local: { constructor: () => 1 } }, 'local', 'constructor')).toBeNull();
    expect(h.pushRoute).not.toHaveBeenCalled();
  });

  it.each([
    [null],
    ['reload'],
    [{}],
    [{ action: 'eval' }],
    [{ action: '__proto__' }],
    [{ action: 'toString' }],
    [{ action: 7 }],
  ])('refuses the entry %p', (entry) => {
    const { dispatch } = host();
    expect(dispatch(entry)).toEqual({ ok: false, reason: 'unknown-action' });
  });
});
