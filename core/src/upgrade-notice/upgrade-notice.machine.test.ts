import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { connectEnv } from '../shared/connect';
import { createMemoryStorage } from '../shared/storage';
import type { Platform } from '../shared/platform';
import {
  UPGRADE_NOTICE_STORAGE_KEYS as KEYS,
  connectUpgradeNotice,
  createUpgradeNoticeServices,
  upgradeNoticeActors,
  upgradeNoticeMachine,
  type UpgradeNoticeInput,
  type UpgradeNoticePage,
} from '.';
import { UPGRADE_CHECK_INTERVAL_MS } from './internal';
import { upgradeNoticeTexts } from './messages';

/** The machine over the real services, sending through a fake server's fetch. */
const overHttp = (fetch: typeof globalThis.fetch) =>
  upgradeNoticeMachine.provide({ actors: upgradeNoticeActors(createUpgradeNoticeServices({ fetch })) });

const envOf = (actor: { getSnapshot(): { context: { platform: Platform } } }) =>
  connectEnv(upgradeNoticeTexts, 'zh_CN', actor.getSnapshot().context.platform);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const INTERVAL = UPGRADE_CHECK_INTERVAL_MS;
// local times, so the check-day rule reads the days named here whatever the time zone
const MONDAY = new Date(2025, 2, 3, 9).getTime();
const TUESDAY = new Date(2025, 2, 4, 9).getTime();
const SATURDAY_FIRST = new Date(2025, 2, 1, 9).getTime();
const SUNDAY_LATE = new Date(2025, 2, 2, 23, 50).getTime();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Failure = 'network' | 'http' | 'not-a-manifest' | null;

/** A fake suite server: the manifest (changed by `deploy`) and savePersonalSetting. */
function fakeServer() {
  let manifest: Record<string, string> = {
    '/build/ui/static/js/main.js': 'a1',
    '/build/crm/static/js/main.js': 'b1',
    '/build/hrm/static/js/main.js': 'c1',
  };
  let failure: Failure = null;
  let saveFails = false;
  const requests: { url: string; method: string; body: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.startsWith('/api/')) {
      return saveFails ? json({}, 500) : json({ status: true, code: 200, msg: '', data: null });
    }
    if (failure === 'network') throw new TypeError('failed to fetch');
    if (failure === 'http') return json({}, 500);
    if (failure === 'not-a-manifest') return new Response('<!doctype html>', { status: 200 });
    return json(manifest);
  }) as unknown as typeof globalThis.fetch;
  return {
    fetch,
    requests,
    manifestRequests: () => requests.filter((r) => r.url.startsWith('/build/')),
    saves: () => requests.filter((r) => r.url.startsWith('/api/')),
    deploy(module: string, version: string) {
      manifest = { ...manifest, [`/build/${module}/static/js/main.js`]: version };
    },
    fail(kind: Failure) {
      failure = kind;
    },
    failSaves() {
      saveFails = true;
    },
  };
}

/** Lets the fetch promises and the actors that await them settle. */
async function settle() {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
}

interface StartOptions {
  platform?: Platform;
  at?: number;
  stored?: Record<string, string>;
  page?: UpgradeNoticePage;
  refreshNotice?: boolean;
  checkSettingOn?: boolean;
}

const running: { stop(): void }[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

async function start(options: StartOptions = {}) {
  const clock = new SimulatedClock();
  clock.set(options.at ?? MONDAY);
  const server = fakeServer();
  const storage = createMemoryStorage(options.stored);
  const reload = jest.fn();
  const input: UpgradeNoticeInput = {
    platform: options.platform ?? 'desktop',
    host: { now: () => clock.now(), storage, fetch: server.fetch, reload },
    page: options.page ?? { topLevel: true },
    refreshNotice: options.refreshNotice,
    checkSettingOn: options.checkSettingOn,
  };
  const actor = createActor(overHttp(server.fetch), { clock, input }).start();
  running.push(actor);
  await settle();
  return {
    actor,
    clock,
    server,
    storage,
    reload,
    view: () => connectUpgradeNotice(actor.getSnapshot(), actor.send, envOf(actor)),
    async advance(ms: number) {
      clock.increment(ms);
      await settle();
    },
    async send(event: Parameters<typeof actor.send>[0]) {
      actor.send(event);
      await settle();
    },
  };
}

describe('upgradeNoticeMachine: not started (spec 5, 6)', () => {
  it.each<[string, StartOptions, string]>([
    ['the page is inside a frame', { page: { topLevel: false } }, 'page'],
    [
      'it is the watermark mobile page',
      { platform: 'mobile', page: { topLevel: true, special: 'watermark' } },
      'page',
    ],
    [
      'it is the popup mobile page',
      { platform: 'mobile', page: { topLevel: true, special: 'popup' } },
      'page',
    ],
    ['the personal setting is false', { refreshNotice: false }, 'setting'],
    ['the user chose never before', { stored: { [KEYS.neverRemind]: '1' } }, 'never'],
  ])('when %s', async (_name, options, reason) => {
    const run = await start(options);
    await run.advance(5 * INTERVAL);
    expect(run.actor.getSnapshot().value).toBe('off');
    expect(run.actor.getSnapshot().context.offReason).toBe(reason);
    expect(run.server.requests).toEqual([]);
    expect(run.view()).toMatchObject({ open: false, status: 'off' });
  });

  it.each([true, undefined])('runs when the personal setting is %p', async (refreshNotice) => {
    const run = await start({ refreshNotice });
    expect(run.server.manifestRequests()).toHaveLength(1);
    expect(run.view().status).toBe('idle');
  });
});

describe('upgradeNoticeMachine: desktop watch (spec 9: every 900 000 ms)', () => {
  it('takes a first copy on start with a cache-busting timestamp, without a notice', async () => {
    const run = await start();
    expect(run.server.manifestRequests()).toEqual([
      { url: `/build/htmlversion.json?t=${MONDAY}`, method: 'GET', body: undefined },
    ]);
    expect(run.view()).toMatchObject({ open: false, status: 'idle', changedModules: [] });
  });

  it('checks again only when the interval has passed', async () => {
    const run = await start();
    await run.advance(INTERVAL - 1);
    expect(run.server.manifestRequests()).toHaveLength(1);
    await run.advance(1);
    expect(run.server.manifestRequests()).toHaveLength(2);
    expect(run.server.manifestRequests()[1]?.url).toBe(`/build/htmlversion.json?t=${MONDAY + INTERVAL}`);
    await run.advance(INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(3);
    expect(run.view().open).toBe(false);
  });

  it('shows a notice naming the changed modules after a deploy', async () => {
    const run = await start();
    run.server.deploy('hrm', 'c2');
    run.server.deploy('task', 'd1');
    await run.advance(INTERVAL);
    expect(run.view()).toMatchObject({ open: true, status: 'notice', changedModules: ['hrm', 'task'] });
  });

  it('shows one notice at a time: no check while it is open', async () => {
    const run = await start();
    run.server.deploy('crm', 'b2');
    await run.advance(INTERVAL);
    run.server.deploy('hrm', 'c2');
    await run.advance(10 * INTERVAL);
    await run.send({ type: 'PAGE.VISIBLE' });
    expect(run.server.manifestRequests()).toHaveLength(2);
    expect(run.view()).toMatchObject({ open: true, changedModules: ['crm'] });
  });

  it('ignores the visibility signal (mobile only)', async () => {
    const run = await start();
    await run.send({ type: 'PAGE.VISIBLE' });
    expect(run.server.manifestRequests()).toHaveLength(1);
  });

  it('ignores the choices while no notice is open', async () => {
    const run = await start();
    await run.send({ type: 'NOTICE.REFRESH' });
    await run.send({ type: 'NOTICE.NEVER' });
    await run.send({ type: 'NOTICE.SNOOZE' });
    expect(run.reload).not.toHaveBeenCalled();
    expect(run.storage.get(KEYS.snoozeUntil)).toBeNull();
    expect(run.storage.get(KEYS.neverRemind)).toBeNull();
    expect(run.view().status).toBe('idle');
  });
});

describe('upgradeNoticeMachine: choices (spec 4)', () => {
  async function withNotice(platform: Platform = 'desktop') {
    const run = await start({ platform });
    run.server.deploy('crm', 'b2');
    if (platform === 'desktop') await run.advance(INTERVAL);
    else await run.send({ type: 'PAGE.VISIBLE' });
    expect(run.view().open).toBe(true);
    return run;
  }

  it('refresh now reloads the page once and ends the watch', async () => {
    const run = await withNotice();
    run.view().refreshNow();
    await settle();
    expect(run.reload).toHaveBeenCalledTimes(1);
    expect(run.view()).toMatchObject({ open: false, status: 'reloading' });
    await run.advance(10 * INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(2);
  });

  it('dismiss closes the notice for this deploy and reminds only of the next one', async () => {
    const run = await withNotice();
    run.view().dismiss();
    await settle();
    expect(run.view()).toMatchObject({ open: false, status: 'idle', changedModules: [] });
    await run.advance(INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(3);
    expect(run.view().open).toBe(false);
    run.server.deploy('ui', 'a2');
    await run.advance(INTERVAL);
    expect(run.view()).toMatchObject({ open: true, changedModules: ['ui'] });
    expect(run.storage.get(KEYS.snoozeUntil)).toBeNull();
  });

  it('snooze keeps desktop quiet for 3 hours in local storage, then reminds of the deploy', async () => {
    const run = await withNotice();
    const chosenAt = run.clock.now();
    run.view().snooze();
    await settle();
    expect(run.storage.get(KEYS.snoozeUntil)).toBe(String(chosenAt + 3 * HOUR));
    expect(run.view()).toMatchObject({ open: false, status: 'idle' });
    // 12 intervals fit in 3 h; none of them fetches
    await run.advance(3 * HOUR - 1);
    expect(run.server.manifestRequests()).toHaveLength(2);
    await run.advance(INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(3);
    expect(run.view()).toMatchObject({ open: true, changedModules: ['crm'] });
  });

  it('snooze keeps mobile quiet for 24 hours', async () => {
    const run = await withNotice('mobile');
    const chosenAt = run.clock.now();
    run.view().snooze();
    await settle();
    expect(run.storage.get(KEYS.snoozeUntil)).toBe(String(chosenAt + 24 * HOUR));
    await run.advance(23 * HOUR);
    await run.send({ type: 'PAGE.VISIBLE' });
    expect(run.server.manifestRequests()).toHaveLength(2);
    await run.advance(HOUR);
    await run.send({ type: 'PAGE.VISIBLE' });
    expect(run.server.manifestRequests()).toHaveLength(3);
    expect(run.view().open).toBe(true);
  });

  it('never again (desktop) stores the local flag and saves common.refreshNotice = false', async () => {
    const run = await withNotice();
    run.view().neverRemind();
    await settle();
    expect(run.storage.get(KEYS.neverRemind)).toBe('1');
    expect(run.server.saves()).toEqual([
      {
        url: '/api/component/base/syncSetting/savePersonalSetting',
        method: 'POST',
        body: { data: [{ configKey: 'common.refreshNotice', configValue: false }] },
      },
    ]);
    expect(run.view()).toMatchObject({ open: false, status: 'never' });
    expect(run.actor.getSnapshot().status).toBe('done');
    await run.advance(10 * INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(2);
  });

  it('never again still ends the watch when the setting cannot be saved', async () => {
    const run = await withNotice();
    run.server.failSaves();
    run.view().neverRemind();
    await settle();
    expect(run.server.saves()).toHaveLength(1);
    expect(run.storage.get(KEYS.neverRemind)).toBe('1');
    expect(run.view().status).toBe('never');
  });

  it('closes the dialog while the setting is being saved', async () => {
    const never = new Promise<void>(() => undefined);
    const clock = new SimulatedClock();
    clock.set(MONDAY);
    const server = fakeServer();
    const machine = overHttp(server.fetch).provide({
      actors: { savePersonalSetting: fromPromise(() => never) },
    });
    const actor = createActor(machine, {
      clock,
      input: {
        platform: 'desktop',
        host: {
          now: () => clock.now(),
          storage: createMemoryStorage(),
          fetch: server.fetch,
          reload: jest.fn(),
        },
        page: { topLevel: true },
      },
    }).start();
    await settle();
    server.deploy('crm', 'b2');
    clock.increment(INTERVAL);
    await settle();
    actor.send({ type: 'NOTICE.NEVER' });
    expect(actor.getSnapshot().value).toBe('savingNever');
    expect(connectUpgradeNotice(actor.getSnapshot(), actor.send, envOf(actor))).toMatchObject({
      open: false,
      status: 'never',
    });
    actor.stop();
  });

  it('offers no never-again on mobile', async () => {
    const run = await withNotice('mobile');
    expect(run.view().canNeverRemind).toBe(false);
    run.view().neverRemind();
    await settle();
    expect(run.view().open).toBe(true);
    expect(run.storage.get(KEYS.neverRemind)).toBeNull();
    expect(run.server.saves()).toEqual([]);
  });
});

describe('upgradeNoticeMachine: failures silently stop the loop (spec 7, 8)', () => {
  it.each<Failure>(['network', 'http', 'not-a-manifest'])(
    'a %s failure of the first check',
    async (failure) => {
      const clock = new SimulatedClock();
      clock.set(MONDAY);
      const server = fakeServer();
      server.fail(failure);
      const actor = createActor(overHttp(server.fetch), {
        clock,
        input: {
          platform: 'desktop',
          host: {
            now: () => clock.now(),
            storage: createMemoryStorage(),
            fetch: server.fetch,
            reload: jest.fn(),
          },
          page: { topLevel: true },
        },
      }).start();
      await settle();
      expect(actor.getSnapshot().value).toBe('stopped');
      clock.increment(10 * INTERVAL);
      await settle();
      expect(server.manifestRequests()).toHaveLength(1);
      expect(connectUpgradeNotice(actor.getSnapshot(), actor.send, envOf(actor))).toMatchObject({
        open: false,
        status: 'stopped',
      });
    },
  );

  it('a failure after a deploy shows nothing and checks no more', async () => {
    const run = await start();
    run.server.deploy('crm', 'b2');
    run.server.fail('http');
    await run.advance(INTERVAL);
    expect(run.view()).toMatchObject({ open: false, status: 'stopped' });
    run.server.fail(null);
    await run.advance(10 * INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(2);
  });

  it('a check still running when the actor stops is aborted', async () => {
    const seen: AbortSignal[] = [];
    const hanging = ((_url: string, init: RequestInit) => {
      if (init.signal) seen.push(init.signal);
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }) as unknown as typeof fetch;
    const clock = new SimulatedClock();
    clock.set(MONDAY);
    const actor = createActor(overHttp(hanging), {
      clock,
      input: {
        platform: 'desktop',
        host: { now: () => clock.now(), storage: createMemoryStorage(), fetch: hanging, reload: jest.fn() },
        page: { topLevel: true },
      },
    }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('checking');
    actor.stop();
    expect(seen[0]?.aborted).toBe(true);
  });
});

describe('upgradeNoticeMachine: check days (spec 9)', () => {
  it.each([
    ['no check on a Tuesday with the setting off', TUESDAY, false, 0],
    ['checks on a Tuesday with the setting on', TUESDAY, true, 1],
    ['checks on a Monday with the setting off', MONDAY, false, 1],
    ['checks on the 1st (a Saturday) with the setting off', SATURDAY_FIRST, false, 1],
  ])('%s', async (_name, at, checkSettingOn, fetches) => {
    const run = await start({ at, checkSettingOn });
    expect(run.server.manifestRequests()).toHaveLength(fetches);
    await run.advance(INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(fetches * 2);
  });

  it('starts checking when Sunday night turns into Monday', async () => {
    const run = await start({ at: SUNDAY_LATE, checkSettingOn: false });
    expect(run.server.manifestRequests()).toHaveLength(0);
    await run.advance(INTERVAL); // 00:05 Monday: the first copy
    expect(run.server.manifestRequests()).toHaveLength(1);
    run.server.deploy('crm', 'b2');
    await run.advance(INTERVAL);
    expect(run.view()).toMatchObject({ open: true, changedModules: ['crm'] });
  });
});

describe('upgradeNoticeMachine: state kept by other tabs', () => {
  it('does not fetch while a stored snooze runs, then resumes', async () => {
    const run = await start({ stored: { [KEYS.snoozeUntil]: String(MONDAY + HOUR) } });
    expect(run.server.manifestRequests()).toHaveLength(0);
    await run.advance(HOUR - 1);
    expect(run.server.manifestRequests()).toHaveLength(0);
    await run.advance(INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(1);
  });

  it('stops at the next check once another tab chose never', async () => {
    const run = await start();
    run.storage.set(KEYS.neverRemind, '1');
    await run.advance(INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(1);
    expect(run.actor.getSnapshot().context.offReason).toBe('never');
    expect(run.view().status).toBe('off');
  });
});

describe('upgradeNoticeMachine: mobile (checks on load and on return to the page)', () => {
  it('checks on load and on each return, never on a timer', async () => {
    const run = await start({ platform: 'mobile' });
    expect(run.server.manifestRequests()).toHaveLength(1);
    await run.advance(10 * INTERVAL);
    expect(run.server.manifestRequests()).toHaveLength(1);
    await run.send({ type: 'PAGE.VISIBLE' });
    expect(run.server.manifestRequests()).toHaveLength(2);
    expect(run.view().open).toBe(false);
    run.server.deploy('hrm', 'c2');
    await run.send({ type: 'PAGE.VISIBLE' });
    expect(run.view()).toMatchObject({ open: true, changedModules: ['hrm'], canNeverRemind: false });
  });

  it('dismiss on mobile waits for the next return to the page', async () => {
    const run = await start({ platform: 'mobile' });
    run.server.deploy('hrm', 'c2');
    await run.send({ type: 'PAGE.VISIBLE' });
    run.view().dismiss();
    await settle();
    await run.send({ type: 'PAGE.VISIBLE' });
    expect(run.server.manifestRequests()).toHaveLength(3);
    expect(run.view().open).toBe(false);
  });
});
