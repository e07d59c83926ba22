import {
  UPGRADE_NOTICE_STORAGE_KEYS,
  createMemoryStorage,
  setLocale,
  type UpgradeNoticeHost,
} from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { UpgradeNotice, type UpgradeNoticeProps } from './UpgradeNotice';

/**
 * A host whose manifest changes on `deploy()`; jsdom has no Response, so answers are Response-like.
 * Like a browser's fetch, an answer comes a moment later and an aborted call rejects.
 */
function fakeHost() {
  let version = 'v1';
  let answered = 0;
  const urls: string[] = [];
  const host: UpgradeNoticeHost = {
    now: () => Date.now(),
    storage: createMemoryStorage(),
    reload: jest.fn(),
    fetch: (async (url: string, init?: RequestInit) => {
      urls.push(url);
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      answered += 1;
      return { ok: true, status: 200, json: async () => ({ '/build/hrm/static/js/main.js': version }) };
    }) as unknown as typeof fetch,
  };
  return { host, urls, answered: () => answered, deploy: () => void (version = 'v2') };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function mount(props: Partial<UpgradeNoticeProps> = {}) {
  const server = fakeHost();
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <UpgradeNotice host={server.host} {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  return server;
}

async function openNotice() {
  const server = await mount();
  await waitFor(() => expect(server.answered()).toBeGreaterThan(0));
  server.deploy();
  act(() => setVisibility('hidden'));
  act(() => setVisibility('visible'));
  await screen.findByTestId('upgrade-notice-content');
  return server;
}

describe('mobile UpgradeNotice', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows the notice when the page becomes visible again after a deploy, without never-again', async () => {
    await openNotice();
    expect(screen.getByRole('dialog', { name: '系统升级提醒' })).toBeInTheDocument();
    expect(screen.getByTestId('upgrade-notice-content')).toHaveTextContent('检测到系统已升级');
    expect(screen.getByTestId('upgrade-notice-content')).toHaveAttribute('data-modules', 'hrm');
    expect(screen.getByTestId('upgrade-notice-refresh')).toHaveTextContent('立即刷新');
    expect(screen.getByTestId('upgrade-notice-not-now')).toHaveTextContent('暂不刷新');
    expect(screen.queryByText('不再提醒')).toBeNull();
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('upgrade-notice-not-now')).toHaveTextContent("Don't refresh for now");
  });

  it('refresh now reloads the page', async () => {
    const server = await openNotice();
    fireEvent.click(screen.getByTestId('upgrade-notice-refresh'));
    await waitFor(() => expect(server.host.reload).toHaveBeenCalledTimes(1));
  });

  it("don't refresh for now keeps it quiet for 24 hours", async () => {
    const server = await openNotice();
    const before = Date.now();
    fireEvent.click(screen.getByTestId('upgrade-notice-not-now'));
    await waitFor(() =>
      expect(server.host.storage.get(UPGRADE_NOTICE_STORAGE_KEYS.snoozeUntil)).not.toBeNull(),
    );
    const until = Number(server.host.storage.get(UPGRADE_NOTICE_STORAGE_KEYS.snoozeUntil));
    expect(until - before).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(until - before).toBeLessThan(24 * 3_600_000 + 5_000);
  });

  it('a tap on the mask dismisses it', async () => {
    const server = await openNotice();
    // antd-mobile's mask button (inside its aria-hidden mask) runs the same handler as a tap outside
    fireEvent.click(await screen.findByRole('button', { name: '背景蒙层', hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('upgrade-notice-content')).toBeNull());
    expect(server.host.storage.get(UPGRADE_NOTICE_STORAGE_KEYS.snoozeUntil)).toBeNull();
    expect(server.host.reload).not.toHaveBeenCalled();
  });

  it('stays off on the watermark page', async () => {
    const server = await mount({ special: 'watermark' });
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.urls).toEqual([]);
  });
});
