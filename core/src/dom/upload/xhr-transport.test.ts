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

function setup() {
  let xhr: FakeXhr | undefined;
  const transport = xhrTransport({ createXhr: () => (xhr = new FakeXhr()) as unknown as XMLHttpRequest });
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
});
