/** @jest-environment jsdom */
import { parseWatermarkListConfig, parseWatermarkSettings, setLocale } from '../../index';
import { mountWatermark, type MountWatermarkOptions, type WatermarkHandle } from './mount';
import { localWatermarkCount } from './registry';
import { fakePainter, installFakeLayout, tileText } from './test-support';

const USER = { userName: 'Ann', jobNum: 'E7' };
const settingsOf = (config: Record<string, unknown> = {}) =>
  parseWatermarkSettings({ wmUse: '1', wmText: '{userName} {jobNum} {time}', ...config });

let removeLayout: () => void;
let handles: WatermarkHandle[] = [];
let logger: { error: jest.Mock; warn: jest.Mock };

function mount(options: Partial<MountWatermarkOptions> = {}): WatermarkHandle {
  const handle = mountWatermark({
    container: document.body,
    scope: 'page',
    settings: settingsOf(),
    platform: 'desktop',
    user: USER,
    paintTile: fakePainter,
    watchRoute: false,
    logger,
    checkIntervalMs: 1000,
    confirmDelayMs: 400,
    ...options,
  });
  handles.push(handle);
  return handle;
}

const settle = () => jest.advanceTimersByTimeAsync(0);
const pageLayer = () => document.querySelector<HTMLElement>('[data-suite-watermark="page"]');
const localLayer = () => document.querySelector<HTMLElement>('[data-suite-watermark="local"]');
const cleared = () => document.querySelector('[data-testid="watermark-cleared"]') !== null;

function buildPage(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><main id="app"><p>work in progress</p><textarea id="draft">unsaved</textarea></main></div>';
  return document.getElementById('root') as HTMLElement;
}

beforeAll(() => setLocale('en_US'));
beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2024, 2, 5, 9, 0, 0) });
  removeLayout = installFakeLayout();
  logger = { error: jest.fn(), warn: jest.fn() };
  buildPage();
});
afterEach(() => {
  handles.forEach((handle) => handle.destroy());
  handles = [];
  document.head.innerHTML = '';
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  removeLayout();
  jest.useRealTimers();
});

function expectNotCleared(): void {
  expect(logger.error).not.toHaveBeenCalled();
  expect(cleared()).toBe(false);
  expect(document.getElementById('draft')).not.toBeNull();
}

function expectCleared(reason: string): void {
  expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(`(${reason})`));
  expect(cleared()).toBe(true);
  expect(document.getElementById('draft')).toBeNull();
  // a fresh body: whatever hid the old one does not hide the notice
  expect(document.body.attributes).toHaveLength(0);
}

describe('mountWatermark: drawing', () => {
  it('draws a page layer over the body: fixed, above everything, letting clicks through', async () => {
    mount();
    await settle();
    const layer = pageLayer();
    expect(layer?.parentElement).toBe(document.body);
    expect(layer?.getAttribute('aria-hidden')).toBe('true');
    expect(layer?.style.getPropertyValue('position')).toBe('fixed');
    expect(layer?.style.getPropertyValue('z-index')).toBe('9999');
    expect(layer?.style.getPropertyValue('pointer-events')).toBe('none');
    expect(layer?.style.getPropertyPriority('z-index')).toBe('important');
    expect(tileText(layer)).toBe('Ann E7 09:00@200x150');
  });

  it('draws nothing when the switch for the skin is off', async () => {
    mount({ settings: settingsOf({ wmUse: '0', wmUseMobile: '1' }) });
    await settle();
    expect(pageLayer()).toBeNull();
  });

  it('draws the text instead of an image that fails to load (spec 4)', async () => {
    const handle = mount({
      settings: settingsOf({ wmClassify: 'image', wmImg: 'https://cdn.example.com/broken.png' }),
    });
    await settle();
    await settle();
    expect(handle.view().drawing).toMatchObject({ kind: 'text' });
    expect(tileText(pageLayer())).toBe('Ann E7 09:00@200x150');
    expectNotCleared();
  });

  it('removes an image watermark that fails to load when there is no text', async () => {
    const handle = mount({ settings: settingsOf({ wmClassify: 'image', wmImg: '/broken.png', wmText: '' }) });
    await settle();
    await settle();
    expect(handle.view()).toMatchObject({ status: 'hidden', hiddenReason: 'image-failed' });
    expect(pageLayer()).toBeNull();
    await jest.advanceTimersByTimeAsync(5000);
    expectNotCleared();
  });

  it('sets a static local container to relative and restores it on destroy', async () => {
    const box = document.getElementById('app') as HTMLElement;
    const handle = mount({ container: box, scope: 'local' });
    await settle();
    expect(box.style.position).toBe('relative');
    expect(localLayer()?.parentElement).toBe(box);
    handle.destroy();
    expect(box.style.position).toBe('');
    expect(localLayer()).toBeNull();
  });
});

describe('mountWatermark: its own work never counts as tampering', () => {
  it('re-paints after a resize (300 ms), on refresh ticks and on the 949 switch without alarm', async () => {
    const handle = mount({ settings: settingsOf({ wmRefresh: '1', wmRefreshRate: '1' }) });
    await settle();
    const first = pageLayer();

    // the viewport shrinks below the tile: the tile is capped (spec 5)
    const narrow = document.createElement('style');
    narrow.textContent = 'html { width: 150px; height: 120px; }';
    document.head.appendChild(narrow);
    window.dispatchEvent(new Event('resize'));
    await jest.advanceTimersByTimeAsync(299);
    expect(tileText(pageLayer())).toContain('@200x150');
    await jest.advanceTimersByTimeAsync(1);
    expect(tileText(pageLayer())).toContain('@150x120');
    narrow.remove();

    // refresh ticks change the time in the text (spec 5)
    await jest.advanceTimersByTimeAsync(60_000);
    expect(tileText(pageLayer())).toMatch(/^Ann E7 09:01@/);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(tileText(pageLayer())).toMatch(/^Ann E7 09:02@/);

    // a local watermark drops the page one to 949, and its end restores 9999 (spec 4)
    const local = mount({ container: document.getElementById('app') as HTMLElement, scope: 'local' });
    await settle();
    expect(pageLayer()?.style.getPropertyValue('z-index')).toBe('949');
    local.destroy();
    await settle();
    expect(pageLayer()?.style.getPropertyValue('z-index')).toBe('9999');

    await jest.advanceTimersByTimeAsync(10_000);
    expect(pageLayer()).toBe(first);
    expect(handle.view().status).toBe('shown');
    expectNotCleared();
  });

  it('hides on a blacklisted route within 200 ms and shows again without alarm (spec 4)', async () => {
    window.history.replaceState(null, '', '/crm/list');
    const lists = parseWatermarkListConfig({ pagePageList: 'blacklist', pagePageBlacklist: ['/doc'] });
    mount({
      settings: settingsOf({ blacklist: '1' }),
      fetchListConfig: () => Promise.resolve(lists),
      watchRoute: undefined,
    });
    await settle();
    expect(pageLayer()).not.toBeNull();

    window.history.pushState(null, '', '/doc/42');
    await jest.advanceTimersByTimeAsync(199);
    expect(pageLayer()).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(pageLayer()).toBeNull();

    window.history.pushState(null, '', '/crm/7');
    await jest.advanceTimersByTimeAsync(200);
    expect(pageLayer()).not.toBeNull();
    await jest.advanceTimersByTimeAsync(5000);
    expectNotCleared();
  });
});

describe('mountWatermark: harmless foreign changes never count as tampering', () => {
  it('ignores page churn, body restyling and extension marks on the layer', async () => {
    mount();
    await settle();
    const app = document.getElementById('app') as HTMLElement;
    for (let i = 0; i < 50; i++) {
      const row = document.createElement('div');
      row.textContent = `row ${i}`;
      app.appendChild(row);
      if (i % 2) row.remove();
      // portals come and go next to the layer
      const portal = document.createElement('div');
      document.body.appendChild(portal);
      portal.remove();
    }
    document.body.style.color = '#eee';
    document.body.style.fontFamily = 'serif';
    document.body.style.backgroundColor = '#111';
    document.body.className = 'dark-mode translated-ltr';
    document.documentElement.setAttribute('lang', 'en');
    // a dark-mode extension marks every element that has an inline background
    pageLayer()?.setAttribute('data-darkreader-inline-bgimage', '');
    pageLayer()?.style.setProperty('--darkreader-inline-bgimage', 'none');
    await jest.advanceTimersByTimeAsync(5000);
    expectNotCleared();
  });

  it('lets a local watermark in a closed tab be', async () => {
    const tab = document.getElementById('app') as HTMLElement;
    mount({ container: tab, scope: 'local' });
    await settle();
    tab.parentElement?.style.setProperty('display', 'none');
    await jest.advanceTimersByTimeAsync(5000);
    expectNotCleared();
  });

  it('destroys a local watermark quietly when its container leaves the page (spec 4)', async () => {
    const box = document.getElementById('app') as HTMLElement;
    const handle = mount({ container: box, scope: 'local' });
    await settle();
    expect(localWatermarkCount(document)).toBe(1);
    box.remove();
    await settle();
    expect(localWatermarkCount(document)).toBe(0);
    expect(handle.layer()).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('releases observers, timers and listeners on destroy', async () => {
    const handle = mount({ settings: settingsOf({ wmRefresh: '1' }) });
    await settle();
    handle.destroy();
    expect(pageLayer()).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
    document.body.replaceChildren();
    window.dispatchEvent(new Event('resize'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

type Attack = [string, (layer: HTMLElement) => void, string];

const layerAttacks: Attack[] = [
  ['removing the layer', (layer) => layer.remove(), 'layer-removed'],
  [
    'moving the layer into a hidden box',
    (layer) => document.getElementById('app')?.appendChild(layer),
    'layer-moved',
  ],
  ['display none', (layer) => layer.style.setProperty('display', 'none', 'important'), 'attributes-changed'],
  ['visibility hidden', (layer) => (layer.style.visibility = 'hidden'), 'attributes-changed'],
  ['opacity 0', (layer) => (layer.style.opacity = '0'), 'attributes-changed'],
  ['a lower z-index', (layer) => (layer.style.zIndex = '-1'), 'attributes-changed'],
  ['a transform', (layer) => (layer.style.transform = 'scale(0)'), 'attributes-changed'],
  ['a clip-path', (layer) => (layer.style.clipPath = 'inset(50%)'), 'attributes-changed'],
  ['zero size', (layer) => (layer.style.width = '0px'), 'attributes-changed'],
  ['another background', (layer) => (layer.style.background = 'none'), 'attributes-changed'],
  ['a class', (layer) => (layer.className = 'hide'), 'attributes-changed'],
  ['the hidden attribute', (layer) => (layer.hidden = true), 'attributes-changed'],
  [
    'rewriting the style attribute',
    (layer) => layer.setAttribute('style', 'display:none'),
    'attributes-changed',
  ],
  ['removing the style attribute', (layer) => layer.removeAttribute('style'), 'attributes-changed'],
];

describe('mountWatermark: tampering clears the page (spec 4, 8)', () => {
  it.each(layerAttacks)('%s clears the page content', async (_, attack, reason) => {
    mount();
    await settle();
    attack(pageLayer() as HTMLElement);
    await settle();
    expectCleared(reason);
    expect(document.querySelector('[data-testid="watermark-cleared"]')?.textContent).toMatch(/reload/i);
  });

  it('a parent made invisible clears the page once confirmed', async () => {
    mount();
    await settle();
    document.body.style.display = 'none';
    await settle();
    expect(cleared()).toBe(false);
    await jest.advanceTimersByTimeAsync(400);
    expectCleared('parent-hidden');
  });

  it('a parent made transparent clears the page once confirmed', async () => {
    mount();
    await settle();
    document.documentElement.style.opacity = '0';
    await jest.advanceTimersByTimeAsync(400);
    document.documentElement.removeAttribute('style');
    expectCleared('parent-hidden');
  });

  it('a page that renders nothing (its frame hidden by the embedding tab) is not cleared; on showing it is judged at once', async () => {
    mount();
    await settle();
    // what a display: none iframe looks like from inside: the root has no box
    document.documentElement.style.display = 'none';
    await jest.advanceTimersByTimeAsync(5000);
    expectNotCleared();
    // a rule slipped in while nothing showed
    const rule = document.createElement('style');
    rule.textContent = 'body { opacity: 0 !important; }';
    document.head.appendChild(rule);
    await jest.advanceTimersByTimeAsync(3000);
    expectNotCleared();
    document.documentElement.style.removeProperty('display');
    await jest.advanceTimersByTimeAsync(1000 + 400);
    expectCleared('parent-hidden');
    rule.remove();
  });

  it('a parent hidden only for a moment (a transition) does not count', async () => {
    mount();
    await settle();
    document.body.style.opacity = '0';
    await jest.advanceTimersByTimeAsync(100);
    document.body.style.opacity = '1';
    await jest.advanceTimersByTimeAsync(5000);
    expectNotCleared();
  });

  it('replacing the body clears the new one', async () => {
    mount();
    await settle();
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelector('[data-suite-watermark]')?.remove();
    document.documentElement.replaceChild(copy, document.body);
    await settle();
    expectCleared('container-removed');
  });

  it('an injected stylesheet rule on a parent is caught by the periodic check', async () => {
    mount({ MutationObserverImpl: DudObserver });
    await settle();
    const rule = document.createElement('style');
    rule.textContent = 'body { display: none !important; }';
    document.head.appendChild(rule);
    await jest.advanceTimersByTimeAsync(1000 + 400);
    expectCleared('parent-hidden');
  });

  it('the periodic check catches a removal the observers miss (a replaced MutationObserver)', async () => {
    mount({ MutationObserverImpl: DudObserver });
    await settle();
    pageLayer()?.remove();
    await settle();
    expect(cleared()).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    expectCleared('layer-removed');
  });

  it('a page script replacing window.MutationObserver does not blind the guard', async () => {
    const original = window.MutationObserver;
    window.MutationObserver = DudObserver;
    try {
      mount();
      await settle();
      pageLayer()?.remove();
      await settle();
      expectCleared('layer-removed');
    } finally {
      window.MutationObserver = original;
    }
  });

  it('tampering with a local watermark clears the page too', async () => {
    mount({ container: document.getElementById('app') as HTMLElement, scope: 'local' });
    await settle();
    localLayer()?.style.setProperty('opacity', '0');
    await settle();
    expectCleared('attributes-changed');
  });

  it('clears once even when the page and a local watermark both see it', async () => {
    mount();
    mount({ container: document.getElementById('app') as HTMLElement, scope: 'local' });
    await settle();
    pageLayer()?.remove();
    await jest.advanceTimersByTimeAsync(3000);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('mountWatermark: the disabling flag (spec 4)', () => {
  it.each(layerAttacks)('%s is logged once and the content kept', async (_, attack, reason) => {
    mount({ disableTamperClear: true });
    await settle();
    attack(pageLayer() as HTMLElement);
    await jest.advanceTimersByTimeAsync(3000);
    expectNotCleared();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(`(${reason})`));
  });

  it('keeps a parent made invisible too', async () => {
    mount({ disableTamperClear: true });
    await settle();
    document.body.style.display = 'none';
    await jest.advanceTimersByTimeAsync(3000);
    expectNotCleared();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('(parent-hidden)'));
  });
});

describe('mountWatermark: issue 14', () => {
  it('with the disabling flag draws a removed layer again', async () => {
    mount({ disableTamperClear: true });
    await settle();
    const first = pageLayer() as HTMLElement;
    first.remove();
    await jest.advanceTimersByTimeAsync(1500);
    expectNotCleared();
    expect(pageLayer()).not.toBeNull();
    expect(pageLayer()).not.toBe(first);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('(layer-removed)'));
  });

  it('a local container removed after its content moved out is tampering', async () => {
    const box = document.getElementById('app') as HTMLElement;
    mount({ container: box, scope: 'local' });
    await settle();
    const root = document.getElementById('root') as HTMLElement;
    for (const child of [...box.children]) if (child !== localLayer()) root.appendChild(child);
    await jest.advanceTimersByTimeAsync(1500);
    box.remove();
    await jest.advanceTimersByTimeAsync(1500);
    expectCleared('content-left-behind');
  });

  it('leaves the clear notice with a reload button', async () => {
    mount();
    await settle();
    pageLayer()?.remove();
    await settle();
    expect(document.querySelector('[data-testid="watermark-cleared-reload"]')?.textContent).toBe('Reload');
  });
});

class DudObserver implements MutationObserver {
  constructor(_callback: MutationCallback) {}
  observe(): void {}
  disconnect(): void {}
  takeRecords(): MutationRecord[] {
    return [];
  }
}
