/** @jest-environment jsdom */
import { xhrTransport } from '.';

/** A stand-in XMLHttpRequest: records the request and lets the test drive its events. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body?: FormData;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function setup(options: { progressTimeoutMs?: number } = {}) {
  let xhr: FakeXhr | undefined;
  const transport = xhrTransport({
    ...options,
    createXhr: () => (xhr = new FakeXhr()) as unknown as XMLHttpRequest,
  });
  const abort = new AbortController();
  const progress: number[] = [];
  const run = transport(
    {
      url: '/api/file/module/upload',
      fields: { chunk: '2' },
      file: new Blob(['0123456789']),
      fileName: 'f.bin',
      headers: { 'x-s': '1' },
    },
    { signal: abort.signal, onProgress: (loaded) => progress.push(loaded) },
  );
  return { xhr: xhr as FakeXhr, run, abort, progress };
}

describe('xhrTransport', () => {
  it('posts the form with its file part and answers the parsed body', async () => {
    const { xhr, run } = setup();
    expect([xhr.method, xhr.url, xhr.headers['x-s']]).toEqual(['POST', '/api/file/module/upload', '1']);
    expect(xhr.body?.get('chunk')).toBe('2');
    expect((xhr.body?.get('file') as File).name).toBe('f.bin');
    xhr.answer(200, '{"status":true,"data":null}');
    await expect(run).resolves.toEqual({ status: true, data: null });
  });

  it('scales upload progress to the file part', () => {
    const { xhr, progress } = setup();
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 200 } as ProgressEvent);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 } as ProgressEvent);
    expect(progress).toEqual([5]);
  });

  it.each([
    ['an HTTP error', (xhr: FakeXhr) => xhr.answer(502, 'bad gateway'), 'http'],
    ['a body that is not JSON', (xhr: FakeXhr) => xhr.answer(200, '<html>'), 'malformed'],
    ['a dropped connection', (xhr: FakeXhr) => xhr.onerror?.(), 'network'],
    ['a time-out', (xhr: FakeXhr) => xhr.ontimeout?.(), 'timeout'],
  ])('reports %s as an ApiError', async (_case, act, kind) => {
    const { xhr, run } = setup();
    act(xhr);
    await expect(run).rejects.toMatchObject({ name: 'ApiError', kind });
  });

  it('aborts the request when the signal fires', async () => {
    const { xhr, run, abort } = setup();
    abort.abort();
    expect(xhr.aborted).toBe(true);
    await expect(run).rejects.toMatchObject({ kind: 'aborted' });
  });

  describe('a request that makes no progress (issue 14)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const sent = (xhr: FakeXhr, loaded: number) =>
      xhr.upload.onprogress?.({ lengthComputable: true, loaded, total: 10 } as ProgressEvent);

    it('fails as a time-out after 30 s without a byte, and aborts the call', async () => {
      const { xhr, run } = setup();
      sent(xhr, 10); // the whole body went; the server holds the answer
      jest.advanceTimersByTime(29_999);
      expect(xhr.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(run).rejects.toMatchObject({ name: 'ApiError', kind: 'timeout' });
      expect(xhr.aborted).toBe(true);
    });

    it('counts every progress event, either way, as life', async () => {
      const { xhr, run } = setup({ progressTimeoutMs: 1_000 });
      for (let second = 0; second < 5; second += 1) {
        jest.advanceTimersByTime(900);
        if (second % 2) sent(xhr, second);
        else xhr.onprogress?.();
      }
      expect(xhr.aborted).toBe(false);
      xhr.answer(200, '{"status":true}');
      await expect(run).resolves.toEqual({ status: true });
      jest.advanceTimersByTime(5_000);
      expect(xhr.aborted).toBe(false);
    });

    it('is configurable, and 0 turns it off', async () => {
      const quick = setup({ progressTimeoutMs: 50 });
      jest.advanceTimersByTime(50);
      await expect(quick.run).rejects.toMatchObject({ kind: 'timeout' });
      const patient = setup({ progressTimeoutMs: 0 });
      jest.advanceTimersByTime(10 * 60_000);
      expect(patient.xhr.aborted).toBe(false);
    });
  });
});
