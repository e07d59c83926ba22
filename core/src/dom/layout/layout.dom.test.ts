/** @jest-environment jsdom */
import { CSS_CHUNK_LOAD_FAILED } from '../../layout';
import { loadCssChunk } from './css-chunk';
import { browserHistory, memoryHistory, pathnameOf } from './history';
import { startMicroMount, type MicroMountTarget } from './micro-mount';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const target: MicroMountTarget = {
  type: 'microFrontend',
  name: 'q',
  entry: 'https://q.example.com',
  baseroute: '/q',
};

describe('browserHistory', () => {
  it('pushes, replaces, tells listeners and follows popstate', () => {
    window.history.replaceState(null, '', '/start');
    const history = browserHistory();
    const listener = jest.fn();
    const stop = history.subscribe(listener);
    history.push('/workflow/list?x=1');
    expect(history.location()).toBe('/workflow/list?x=1');
    history.push('/workflow/list?x=1');
    expect(listener).toHaveBeenCalledTimes(1);
    history.replace('/hrm');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    history.push('/calendar');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(pathnameOf(history.location())).toBe('/calendar');
  });

  it('counts only its own entries, so a page opened directly has a short history', () => {
    window.history.replaceState(null, '', '/opened-directly');
    const history = browserHistory();
    expect(history.length()).toBe(1);
    history.push('/a');
    history.push('/b');
    expect(history.length()).toBe(3);
    history.replace('/c');
    expect(history.length()).toBe(3);
  });
});

describe('memoryHistory', () => {
  it('keeps entries like a browser', () => {
    const history = memoryHistory('/a');
    history.push('/b');
    history.push('/c');
    history.back();
    expect(history.location()).toBe('/b');
    history.push('/d');
    expect(history.length()).toBe(3);
    history.back();
    history.back();
    history.back();
    expect(history.location()).toBe('/a');
    expect(pathnameOf('?x')).toBe('/');
  });
});

describe('loadCssChunk', () => {
  afterEach(() => document.head.replaceChildren());

  function lastLink() {
    return document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]:last-of-type');
  }

  it('resolves when the stylesheet loads', async () => {
    const pending = loadCssChunk('/build/ui/static/css/w.css');
    await flush();
    lastLink()?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBeUndefined();
    await expect(loadCssChunk('/build/ui/static/css/w.css')).resolves.toBeUndefined();
  });

  it('retries once, then rejects with CSS_CHUNK_LOAD_FAILED and calls the error callback', async () => {
    const onError = jest.fn();
    const pending = loadCssChunk('/build/ui/static/css/gone.css', { onError });
    await flush();
    lastLink()?.dispatchEvent(new Event('error'));
    await flush();
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
    lastLink()?.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      code: CSS_CHUNK_LOAD_FAILED,
      request: '/build/ui/static/css/gone.css',
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('startMicroMount', () => {
  it('mounts into the container and unmounts once', async () => {
    const container = document.createElement('div');
    const unmount = jest.fn();
    const mount = jest.fn((el: HTMLElement) => {
      el.textContent = 'mounted';
      return unmount;
    });
    const handle = startMicroMount(container, target, mount);
    await handle.ready;
    expect(container.textContent).toBe('mounted');
    expect(mount).toHaveBeenCalledWith(container, target, { signal: expect.any(AbortSignal) });
    handle.unmount();
    handle.unmount();
    await flush();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('unmounts a mount that finishes after the layout left, and aborts its signal', async () => {
    let finish: (fn: () => void) => void = () => {};
    const unmount = jest.fn();
    let signal: AbortSignal | undefined;
    const handle = startMicroMount(document.createElement('div'), target, (_el, _t, context) => {
      signal = context.signal;
      return new Promise((resolve) => (finish = resolve));
    });
    handle.unmount();
    expect(signal?.aborted).toBe(true);
    finish(unmount);
    await handle.ready;
    await flush();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('reports a failing mount', async () => {
    const handle = startMicroMount(document.createElement('div'), target, () =>
      Promise.reject(new Error('entry 404')),
    );
    await expect(handle.ready).rejects.toThrow('entry 404');
  });
});
