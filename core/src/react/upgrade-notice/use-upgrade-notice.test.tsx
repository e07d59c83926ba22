/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { setLocale } from '../../i18n';
import { createMemoryStorage } from '../../shared/storage';
import { UPGRADE_NOTICE_STORAGE_KEYS, type UpgradeNoticeHost } from '../../upgrade-notice';
import { useUpgradeNotice } from './use-upgrade-notice';

/** A host whose manifest changes on `deploy()`; answers are Response-like (jsdom has no Response). */
function fakeHost() {
  let version = 'v1';
  const urls: string[] = [];
  const host: UpgradeNoticeHost = {
    now: () => Date.now(),
    storage: createMemoryStorage(),
    reload: jest.fn(),
    fetch: (async (url: string) => {
      urls.push(url);
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

describe('useUpgradeNotice', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('opens on desktop after a deploy, on the interval it was given', async () => {
    const server = fakeHost();
    const { result } = renderHook(() =>
      useUpgradeNotice({ platform: 'desktop', host: server.host, checkIntervalMs: 20 }),
    );
    await waitFor(() => expect(server.urls).toHaveLength(1));
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
    const { result } = renderHook(() => useUpgradeNotice({ platform: 'mobile', host: server.host }));
    await waitFor(() => expect(server.urls).toHaveLength(1));
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
    const { result } = renderHook(() =>
      useUpgradeNotice({ platform: 'mobile', host: server.host, special: 'popup' }),
    );
    expect(result.current.status).toBe('off');
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    expect(server.urls).toEqual([]);
  });

  it('relabels on a locale switch', () => {
    const server = fakeHost();
    const { result } = renderHook(() =>
      useUpgradeNotice({ platform: 'desktop', host: server.host, refreshNotice: false }),
    );
    expect(result.current.texts.refreshNow).toBe('立即刷新');
    act(() => setLocale('en_US'));
    expect(result.current.texts.refreshNow).toBe('Refresh now');
  });

  it('keeps working under StrictMode (effects mounted twice in development)', async () => {
    const server = fakeHost();
    const { result } = renderHook(
      () => useUpgradeNotice({ platform: 'desktop', host: server.host, checkIntervalMs: 20 }),
      { wrapper: StrictMode },
    );
    await waitFor(() => expect(server.urls.length).toBeGreaterThan(0));
    server.deploy();
    await waitFor(() => expect(result.current.open).toBe(true));
    act(() => result.current.refreshNow());
    expect(server.host.reload).toHaveBeenCalledTimes(1);
  });

  it('stops watching when unmounted', async () => {
    const server = fakeHost();
    const { unmount } = renderHook(() =>
      useUpgradeNotice({ platform: 'desktop', host: server.host, checkIntervalMs: 10 }),
    );
    await waitFor(() => expect(server.urls).toHaveLength(1));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.urls).toHaveLength(1);
  });
});
