import { connectEnv } from '../shared/connect';
import { watermarkTexts } from './messages';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  parseWatermarkListConfig,
  parseWatermarkSettings,
  watermarkMachine,
  type WatermarkListConfig,
  type WatermarkMachineInput,
  connectWatermark,
} from '.';
import { EMPTY_WATERMARK_LIST_CONFIG, type WatermarkEmitted } from './internal';

// built at run time so lint's no-script-url does not flag the attack strings themselves
const SCRIPT_URL = ['javascript', 'alert(1)'].join(':');

const BASE_CONFIG = { wmUse: '1', wmUseMobile: '1', wmText: '{userName} {time}' };
const START = new Date(2024, 2, 5, 9, 0, 0).getTime();

function start(
  overrides: Partial<WatermarkMachineInput> & {
    config?: Record<string, unknown>;
    lists?: () => Promise<WatermarkListConfig>;
  } = {},
) {
  const clock = new SimulatedClock();
  clock.set(START);
  const { config, lists, ...input } = overrides;
  const fetchListConfig = jest.fn(lists ?? (() => Promise.resolve(EMPTY_WATERMARK_LIST_CONFIG)));
  const machine = watermarkMachine.provide({
    actors: { fetchListConfig: fromPromise(() => fetchListConfig()) },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      settings: parseWatermarkSettings({ ...BASE_CONFIG, ...config }),
      platform: 'desktop',
      scope: 'page',
      user: { userName: 'Ann' },
      audience: { path: '/workflow/list', userId: '5' },
      container: { width: 1200, height: 800 },
      now: () => clock.now(),
      ...input,
    },
  });
  const emitted: WatermarkEmitted[] = [];
  actor.on('tampered', (event) => void emitted.push(event));
  actor.start();
  const env = connectEnv(watermarkTexts, 'en_US', 'desktop');
  const api = () => connectWatermark(actor.getSnapshot(), actor.send, env);
  return { actor, clock, api, emitted, fetchListConfig };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watermark machine: what is drawn', () => {
  it('draws the filled text with the spec defaults', () => {
    const { api } = start();
    expect(api()).toMatchObject({
      status: 'shown',
      hiddenReason: null,
      drawing: { kind: 'text', lines: ['Ann 09:00'], fontSize: 14, color: '#000000' },
      tile: { width: 200, height: 150 },
      rotate: -15,
      opacity: 0.15,
      zIndex: 9999,
    });
  });

  it.each([
    ['desktop', { wmUse: '0' }],
    ['mobile', { wmUseMobile: '0' }],
  ] as const)('draws nothing on %s when its switch is off', (platform, config) => {
    const { api } = start({ platform, config });
    expect(api()).toMatchObject({ status: 'hidden', hiddenReason: 'disabled', drawing: null });
  });

  it('hides a text watermark with no text', () => {
    expect(start({ config: { wmText: '  ' } }).api()).toMatchObject({
      status: 'hidden',
      hiddenReason: 'empty',
    });
  });

  it('draws the image from its preview address, per skin', () => {
    const config = { wmClassify: 'image', wmImg: '{"fileId":"42"}' };
    expect(start({ config }).api().drawing).toEqual({
      kind: 'image',
      url: '/api/file/preview?fileId=42&type=redirect',
    });
    expect(start({ config, platform: 'mobile', imageAccess: { sessionId: 's1' } }).api().drawing).toEqual({
      kind: 'image',
      url: '/api/app/file/preview?fileId=42&type=redirect&sessionId=s1',
    });
  });

  it('draws the text instead of an image that failed to load (spec 4)', () => {
    const { api } = start({ config: { wmClassify: 'image', wmImg: '{"fileId":"42"}' } });
    api().imageFailed();
    expect(api()).toMatchObject({ status: 'shown', drawing: { kind: 'text', lines: ['Ann 09:00'] } });
  });

  it('removes an image watermark that failed to load when no text is configured (spec 4)', () => {
    const { api } = start({ config: { wmClassify: 'image', wmImg: '{"fileId":"42"}', wmText: '' } });
    expect(api().status).toBe('shown');
    api().imageFailed();
    expect(api()).toMatchObject({ status: 'hidden', hiddenReason: 'image-failed', drawing: null });
  });

  it('treats an unusable wmImg like a failed image', () => {
    expect(start({ config: { wmClassify: 'image', wmImg: SCRIPT_URL } }).api().drawing).toMatchObject({
      kind: 'text',
    });
  });

  it('caps the tile by the container (spec 5)', () => {
    expect(start({ container: { width: 160, height: 90 } }).api().tile).toEqual({ width: 160, height: 90 });
  });
});

describe('watermark machine: lists (spec 3, 4, 7)', () => {
  const blacklistDoc = parseWatermarkListConfig({ pagePageList: 'blacklist', pagePageBlacklist: ['/doc'] });

  it('loads the lists once for the page watermark when list matching applies', async () => {
    const { api, fetchListConfig } = start({
      config: { blacklist: '1' },
      lists: () => Promise.resolve(blacklistDoc),
    });
    expect(api().listsLoading).toBe(true);
    // the watermark protects the page while the lists load
    expect(api().status).toBe('shown');
    await flush();
    expect(fetchListConfig).toHaveBeenCalledTimes(1);
    expect(api().listsLoading).toBe(false);
  });

  it.each([
    ['list matching is off', { blacklist: '0' }, 'page'],
    ['the watermark is local', { blacklist: '1' }, 'local'],
    ['the watermark is off', { blacklist: '1', wmUse: '0' }, 'page'],
  ] as const)('does not load the lists when %s', async (_, config, scope) => {
    const { fetchListConfig } = start({ config, scope });
    await flush();
    expect(fetchListConfig).not.toHaveBeenCalled();
  });

  it('hides on a blacklisted page and shows on others', async () => {
    const hidden = start({
      config: { blacklist: '1' },
      audience: { path: '/doc/7' },
      lists: () => Promise.resolve(blacklistDoc),
    });
    await flush();
    expect(hidden.api()).toMatchObject({ status: 'hidden', hiddenReason: 'listed' });
    const shown = start({
      config: { blacklist: '1' },
      audience: { path: '/crm/7' },
      lists: () => Promise.resolve(blacklistDoc),
    });
    await flush();
    expect(shown.api().status).toBe('shown');
  });

  it('uses the empty list when loading fails (spec 7)', async () => {
    const { api } = start({
      config: { blacklist: '1' },
      audience: { path: '/doc/7' },
      lists: () => Promise.reject(new Error('500')),
    });
    await flush();
    expect(api()).toMatchObject({ status: 'shown', listsLoading: false });
  });

  it('re-evaluates 200 ms after a route change, restarting on each change (spec 4)', async () => {
    const { api, clock } = start({ config: { blacklist: '1' }, lists: () => Promise.resolve(blacklistDoc) });
    await flush();
    api().routeChanged('/doc/1');
    clock.increment(199);
    expect(api().status).toBe('shown');
    clock.increment(1);
    expect(api().status).toBe('hidden');

    api().routeChanged('/crm/1');
    clock.increment(150);
    api().routeChanged('/doc/2');
    clock.increment(150);
    expect(api().status).toBe('hidden');
    api().routeChanged('/crm/2');
    clock.increment(200);
    expect(api().status).toBe('shown');
  });

  it('ignores the lists for a local watermark', async () => {
    const { api } = start({
      scope: 'local',
      config: { blacklist: '1' },
      audience: { path: '/doc/1' },
      lists: () => Promise.resolve(blacklistDoc),
    });
    await flush();
    expect(api().status).toBe('shown');
  });
});

describe('watermark machine: resize and refresh', () => {
  it('applies a container resize 300 ms after the last one', () => {
    const { api, clock } = start();
    api().containerResized({ width: 150, height: 120 });
    clock.increment(200);
    api().containerResized({ width: 120, height: 110 });
    clock.increment(299);
    expect(api().tile).toEqual({ width: 200, height: 150 });
    clock.increment(1);
    expect(api().tile).toEqual({ width: 120, height: 110 });
  });

  it('re-stamps the time every refresh interval when wmRefresh is on', () => {
    const { api, clock } = start({ config: { wmRefresh: '1', wmRefreshRate: '2' } });
    clock.increment(119_999);
    expect(api().drawing).toMatchObject({ lines: ['Ann 09:00'] });
    clock.increment(1);
    expect(api().drawing).toMatchObject({ lines: ['Ann 09:02'] });
    clock.increment(120_000);
    expect(api().drawing).toMatchObject({ lines: ['Ann 09:04'] });
  });

  it('keeps the first stamp when wmRefresh is off', () => {
    const { api, clock } = start({ config: { wmRefresh: '0' } });
    clock.increment(3_600_000);
    expect(api().drawing).toMatchObject({ lines: ['Ann 09:00'] });
  });

  it('drops the page watermark to 949 while local ones exist and restores 9999 after', () => {
    const { api } = start();
    api().localWatermarksChanged(1);
    expect(api().zIndex).toBe(949);
    api().localWatermarksChanged(0);
    expect(api().zIndex).toBe(9999);
  });
});

describe('watermark machine: tampering (spec 4, 8)', () => {
  it('ends in cleared and asks the host to clear the page', () => {
    const { api, actor, emitted } = start();
    api().tampered('layer-removed');
    expect(emitted).toEqual([{ type: 'tampered', reason: 'layer-removed', cleared: true }]);
    expect(api()).toMatchObject({ status: 'cleared', drawing: null, tamperReason: 'layer-removed' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the content with the disabling flag, and keeps drawing', () => {
    const { api, emitted } = start({ disableTamperClear: true });
    api().tampered('opacity');
    api().tampered('display');
    expect(emitted).toEqual([
      { type: 'tampered', reason: 'opacity', cleared: false },
      { type: 'tampered', reason: 'display', cleared: false },
    ]);
    expect(api()).toMatchObject({ status: 'shown', tamperReason: 'display' });
  });
});

describe('connectWatermark (widget shape)', () => {
  it('gives the clear notice texts in the locale of env', () => {
    const { api } = start();
    expect(api().texts).toEqual({
      clearedNotice:
        'The content was hidden because the watermark was tampered with. Please reload the page.',
      clearedReload: 'Reload',
    });
  });
});
