import { debounce, messageView, type SuiteMessage } from '.';

describe('messageView (spec 8)', () => {
  it.each([
    ['success', 'success'],
    ['error', 'fail'],
    ['loading', 'loading'],
    ['info', null],
    ['warning', null],
  ] as const)('on mobile %s is a toast with icon %s', (type, icon) => {
    expect(messageView({ type, content: 'x' }, 'mobile')).toEqual({ kind: 'toast', icon, content: 'x' });
  });

  it('on desktop is an antd message of the same type', () => {
    expect(messageView({ type: 'error', content: 'Oops' }, 'desktop')).toEqual({
      kind: 'message',
      type: 'error',
      content: 'Oops',
    });
  });

  it('reads an unknown type as info and a content that is not text as empty', () => {
    const bad = { type: 'boom', content: { html: '<b>' } } as unknown as SuiteMessage;
    expect(messageView(bad, 'desktop')).toEqual({ kind: 'message', type: 'info', content: '' });
    expect(messageView(bad, 'mobile')).toEqual({ kind: 'toast', icon: null, content: '' });
  });
});

describe('debounce (spec 9: default wait 0 is one animation frame)', () => {
  const frames: FrameRequestCallback[] = [];
  const raf = globalThis.requestAnimationFrame;
  const caf = globalThis.cancelAnimationFrame;
  beforeEach(() => {
    frames.length = 0;
    globalThis.requestAnimationFrame = (cb) => frames.push(cb);
    globalThis.cancelAnimationFrame = (id) => {
      frames[id - 1] = () => undefined;
    };
    jest.useFakeTimers();
  });
  afterEach(() => {
    globalThis.requestAnimationFrame = raf;
    globalThis.cancelAnimationFrame = caf;
    jest.useRealTimers();
  });
  const nextFrame = () => frames.splice(0).forEach((cb) => cb(0));

  it('wait 0 runs once on the next animation frame with the last arguments', () => {
    const fn = jest.fn();
    const d = debounce(fn);
    d(1);
    d(2);
    d(3);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    nextFrame();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3);
  });

  it('a positive wait uses a timer, restarted by every call', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d('a');
    jest.advanceTimersByTime(99);
    d('b');
    jest.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledWith('b');
    expect(frames).toHaveLength(0);
  });

  it('cancel drops the pending call; flush runs it now', () => {
    const fn = jest.fn();
    const d = debounce(fn, 50);
    d(1);
    d.cancel();
    jest.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    d(2);
    d.flush();
    expect(fn).toHaveBeenCalledWith(2);
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
