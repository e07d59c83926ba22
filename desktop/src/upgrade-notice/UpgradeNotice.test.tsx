import {
  UPGRADE_NOTICE_STORAGE_KEYS,
  createMemoryStorage,
  setLocale,
  type UpgradeNoticeHost,
} from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { UpgradeNotice } from './UpgradeNotice';

/**
 * A host whose manifest changes on `deploy()`; jsdom has no Response, so answers are Response-like.
 * Like a browser's fetch, an answer comes a moment later and an aborted call rejects.
 */
function fakeHost() {
  let version = 'v1';
  let answered = 0;
  const calls: { url: string; body?: unknown }[] = [];
  const host: UpgradeNoticeHost = {
    now: () => Date.now(),
    storage: createMemoryStorage(),
    reload: jest.fn(),
    fetch: (async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      answered += 1;
      const body = url.startsWith('/api/')
        ? { status: true, code: 200, msg: '', data: null }
        : { '/build/crm/static/js/main.js': version };
      return { ok: true, status: 200, json: async () => body };
    }) as unknown as typeof fetch,
  };
  return { host, calls, answered: () => answered, deploy: () => void (version = 'v2') };
}

async function openNotice() {
  const server = fakeHost();
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <UpgradeNotice host={server.host} checkIntervalMs={20} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  await waitFor(() => expect(server.answered()).toBeGreaterThan(0));
  expect(screen.queryByRole('dialog')).toBeNull();
  server.deploy();
  await screen.findByRole('dialog');
  return server;
}

describe('desktop UpgradeNotice', () => {
  // jsdom implements getComputedStyle without pseudo elements, which antd's scroll lock asks for
  const computedStyle = window.getComputedStyle.bind(window);
  beforeAll(() =>
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element)),
  );
  afterAll(() => jest.restoreAllMocks());
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows the texts of spec 8 and the three choices after a deploy', async () => {
    await openNotice();
    expect(screen.getByText('系统升级提醒')).toBeInTheDocument();
    expect(screen.getByTestId('upgrade-notice-content')).toHaveTextContent('检测到系统已升级');
    expect(screen.getByTestId('upgrade-notice-content')).toHaveAttribute('data-modules', 'crm');
    expect(screen.getByTestId('upgrade-notice-hint')).toHaveTextContent('个人设置 → 偏好设置');
    expect(screen.getByTestId('upgrade-notice-refresh')).toHaveTextContent('立即刷新');
    expect(screen.getByTestId('upgrade-notice-not-now')).toHaveAttribute('title', '3 小时内不再提醒');
    expect(screen.getByTestId('upgrade-notice-never')).toHaveTextContent('不再提醒');
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('upgrade-notice-refresh')).toHaveTextContent('Refresh now');
  });

  it('refresh now reloads the page', async () => {
    const server = await openNotice();
    fireEvent.click(screen.getByTestId('upgrade-notice-refresh'));
    expect(server.host.reload).toHaveBeenCalledTimes(1);
  });

  it("don't refresh for now keeps it quiet for 3 hours", async () => {
    const server = await openNotice();
    const before = Date.now();
    fireEvent.click(screen.getByTestId('upgrade-notice-not-now'));
    const until = Number(server.host.storage.get(UPGRADE_NOTICE_STORAGE_KEYS.snoozeUntil));
    expect(until - before).toBeGreaterThanOrEqual(3 * 3_600_000);
    expect(until - before).toBeLessThan(3 * 3_600_000 + 5_000);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('no more reminders stores the flag and saves the personal setting', async () => {
    const server = await openNotice();
    fireEvent.click(screen.getByTestId('upgrade-notice-never'));
    expect(server.host.storage.get(UPGRADE_NOTICE_STORAGE_KEYS.neverRemind)).toBe('1');
    await waitFor(() =>
      expect(server.calls.at(-1)).toEqual({
        url: '/api/component/base/syncSetting/savePersonalSetting',
        body: { data: [{ configKey: 'common.refreshNotice', configValue: false }] },
      }),
    );
  });

  it('Escape dismisses the notice without a snooze', async () => {
    const server = await openNotice();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.host.storage.get(UPGRADE_NOTICE_STORAGE_KEYS.snoozeUntil)).toBeNull();
    expect(server.host.reload).not.toHaveBeenCalled();
  });

  it('renders nothing when the personal setting is off', async () => {
    const server = fakeHost();
    render(
      <StrictMode>
        <UpgradeNotice host={server.host} refreshNotice={false} checkIntervalMs={5} />
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
