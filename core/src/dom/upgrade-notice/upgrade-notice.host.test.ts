/** @jest-environment jsdom */
import { browserUpgradeNoticeHost, browserUpgradeNoticePage, isTopLevelWindow, onPageVisibleAgain } from '.';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('isTopLevelWindow (spec 5)', () => {
  it('is true for the page itself', () => {
    expect(isTopLevelWindow()).toBe(true);
  });

  it('is false inside a frame', () => {
    const framed = { self: {}, top: {} } as unknown as Window;
    expect(isTopLevelWindow(framed)).toBe(false);
  });

  it('is false when a foreign parent refuses the comparison', () => {
    const guarded = {
      self: {},
      get top(): Window {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    } as unknown as Window;
    expect(isTopLevelWindow(guarded)).toBe(false);
  });

  it('describes the page, special mobile pages included', () => {
    expect(browserUpgradeNoticePage()).toEqual({ topLevel: true });
    expect(browserUpgradeNoticePage('popup')).toEqual({ topLevel: true, special: 'popup' });
  });
});

describe('onPageVisibleAgain', () => {
  afterEach(() => setVisibility('visible'));

  it('fires on each return after the page was hidden, not on repeated visible signals', () => {
    const listener = jest.fn();
    const stop = onPageVisibleAgain(listener);
    setVisibility('visible');
    expect(listener).not.toHaveBeenCalled();
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('visible');
    expect(listener).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    setVisibility('visible');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setVisibility('hidden');
    setVisibility('visible');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('fires when the page comes back from the back-forward cache', () => {
    const listener = jest.fn();
    const stop = onPageVisibleAgain(listener);
    const show = (persisted: boolean) => {
      const event = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(event, 'persisted', { value: persisted });
      window.dispatchEvent(event);
    };
    show(false);
    show(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('browserUpgradeNoticeHost', () => {
  it('keeps its state in local storage and reads the real time', () => {
    const host = browserUpgradeNoticeHost();
    host.storage.set('suite-ui.upgrade-notice.snooze-until', '42');
    expect(window.localStorage.getItem('suite-ui.upgrade-notice.snooze-until')).toBe('42');
    expect(Math.abs(host.now() - Date.now())).toBeLessThan(1000);
  });

  it('reloads and fetches through the window it was given', async () => {
    const reload = jest.fn();
    const fetch = jest.fn().mockResolvedValue({ ok: true });
    const win = { fetch, location: { reload } } as unknown as Window;
    const host = browserUpgradeNoticeHost(win);
    host.reload();
    await host.fetch('/build/htmlversion.json?t=1');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/build/htmlversion.json?t=1', undefined);
  });
});
