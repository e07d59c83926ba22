/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { setLocale } from '../../i18n';
import { createMemoryStorage } from '../../shared/storage';
import { UPGRADE_NOTICE_STORAGE_KEYS, type UpgradeNoticeHost } from '../../upgrade-notice';
import { useUpgradeNotice } from './use-upgrade-notice';

/**
 * A host whose manifest changes on `deploy()`; answers are Response-like (jsdom has no Response)
 * and, like a browser's fetch, come a few ms later and reject when their signal aborts: StrictMode's
 * remount aborts the check in flight.
 */
function fakeHost() {
  let version = 'v1';
  const urls: string[] = [];
  const host: UpgradeNoticeHost = {
    now: () => Date.now(),
    storage: createMemoryStorage(),
    reload: jest.fn(),
    fetch: (async (url: string, init?: RequestInit) => {
      urls.push(url);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      const body = { '/build/crm/static/js/main.js': version };
      return { ok: true, status: 200, json: async () => body };
    }) as unknown as typeof fetch,
  };
  return { host, urls, deploy: () => void (version = 'v2') };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const strict = { wrapper: StrictMode };

describe('useUpgradeNotice (rendered in StrictMode, as `npm start` does)', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('opens on desktop after a deploy, on the interval it was given', async () => {
    const server = fakeHost();
    const { result } = renderHook(
      () => useUpgradeNotice({ platform: 'desktop', host: server.host, checkIntervalMs: 20 }),
      strict,
    );
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(server.urls[0]).toMatch(/^\/build\/htmlversion\.json\?t=\d+$/);
    expect(result.current.open).toBe(false);
    server.deploy();
    await waitFor(() => expect(result.current.open).toBe(true));
    expect(result.current.changedModules).toEqual(['crm']);
    act(() => result.current.snooze());
    expect(result.current.open).toBe(false);
    expect(server.host.storage.get(UPGRADE_NOTICE_STORAGE_KEYS.snoozeUntil)).not.toBeNull();
  });

  it('checks on mobile when the page becomes visible again', async () => {
    const server = fakeHost();
    const { result } = renderHook(() => useUpgradeNotice({ platform: 'mobile', host: server.host }), strict);
    await waitFor(() => expect(result.current.status).toBe('idle'));
    server.deploy();
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await waitFor(() => expect(result.current.open).toBe(true));
    expect(result.current.canNeverRemind).toBe(false);
    act(() => result.current.refreshNow());
    expect(server.host.reload).toHaveBeenCalledTimes(1);
  });

  it('stays off on the popup mobile page', async () => {
    const server = fakeHost();
    const { result } = renderHook(
      () => useUpgradeNotice({ platform: 'mobile', host: server.host, special: 'popup' }),
      strict,
    );
    expect(result.current.status).toBe('off');
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    expect(server.urls).toEqual([]);
  });

  it('relabels on a locale switch', () => {
    const server = fakeHost();
    const { result } = renderHook(
      () => useUpgradeNotice({ platform: 'desktop', host: server.host, refreshNotice: false }),
      strict,
    );
    expect(result.current.texts.refreshNow).toBe('立即刷新');
    act(() => setLocale('en_US'));
    expect(result.current.texts.refreshNow).toBe('Refresh now');
  });

  it('keeps checking on desktop after the StrictMode remount (a check was in flight)', async () => {
    const server = fakeHost();
    const { result } = renderHook(
      () => useUpgradeNotice({ platform: 'desktop', host: server.host, checkIntervalMs: 20 }),
      strict,
    );
    // the periodic check runs on: several manifest calls, not only the ones started at mount
    await waitFor(() => expect(server.urls.length).toBeGreaterThanOrEqual(4));
    server.deploy();
    await waitFor(() => expect(result.current.open).toBe(true));
    act(() => result.current.refreshNow());
    expect(server.host.reload).toHaveBeenCalledTimes(1);
  });

  it('lets PAGE.VISIBLE reach a live actor on mobile after the StrictMode remount', async () => {
    const server = fakeHost();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useUpgradeNotice({ platform: 'mobile', host: server.host }), strict);
    await waitFor(() => expect(result.current.status).toBe('idle'));
    const before = server.urls.length;
    server.deploy();
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await waitFor(() => expect(result.current.open).toBe(true));
    expect(server.urls.length).toBe(before + 1);
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/stopped actor/);
    warn.mockRestore();
  });

  it('stops watching when unmounted', async () => {
    const server = fakeHost();
    const { result, unmount } = renderHook(
      () => useUpgradeNotice({ platform: 'desktop', host: server.host, checkIntervalMs: 10 }),
      strict,
    );
    // a check every 10 ms: the status is "checking" half the time, so wait on the calls instead
    await waitFor(() => expect(server.urls.length).toBeGreaterThanOrEqual(3));
    expect(result.current.open).toBe(false);
    unmount();
    const calls = server.urls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.urls).toHaveLength(calls);
  });
});
