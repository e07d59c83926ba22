import { ApiError } from '..';
import { createUploadServices, type ChunkRequest, type UploadTarget } from '.';
import { fetchMultipartTransport } from './internal';
import { parseUploadedChunks, parseUploadedFile, parseUploadSettings } from './internal';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (data: unknown) => json({ status: true, code: 200, msg: '', data });
const target: UploadTarget = {
  fileName: 'a b.txt',
  fileSize: 10,
  fileMd5: 'f'.repeat(32),
  chunkSize: 4,
  chunks: 3,
  secretLevel: 2,
  params: { module: 'crm', createDoc: false },
};
const chunk: ChunkRequest = { ...target, index: 1, body: new Blob(['efgh']) };
const progress = () => ({ signal: new AbortController().signal, onProgress: jest.fn() });

describe('createUploadServices', () => {
  it('posts the pre-check as JSON to the platform URL', async () => {
    const { fn, calls } = fakeFetch(() => ok(null));
    await createUploadServices({ fetch: fn, flags: { mobile: true } }).preUploadCheck(
      target,
      new AbortController().signal,
    );
    expect(calls[0]?.url).toBe('/api/app/file/preUploadCheck');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      fileName: 'a b.txt',
      fileSize: '10',
      fileMd5: target.fileMd5,
      chunkSize: '4',
      chunks: '3',
      secretLevel: '2',
      module: 'crm',
      createDoc: 'false',
    });
  });

  it('rejects a refused pre-check with the server code', async () => {
    const { fn } = fakeFetch(() => json({ status: false, code: 300, msg: 'sensitive', data: null }));
    await expect(
      createUploadServices({ fetch: fn }).preUploadCheck(target, new AbortController().signal),
    ).rejects.toMatchObject({
      kind: 'server',
      details: { code: 300 },
    });
  });

  it('asks chunkUpCheck by query and keeps only valid indices', async () => {
    const { fn, calls } = fakeFetch(() => ok({ uploaded: [2, '0', 0, 7, -1, 1.5, 'x'] }));
    const chunks = await createUploadServices({ fetch: fn, flags: { loginFree: true } }).chunkUpCheck(
      target,
      new AbortController().signal,
    );
    expect(chunks).toEqual([0, 2]);
    expect(calls[0]?.url).toMatch(/^\/papi\/file\/chunkUpCheck\?fileName=a\+b\.txt&fileSize=10&/);
  });

  it('sends a chunk as multipart form data with its index and bytes', async () => {
    const { fn, calls } = fakeFetch(() => ok({ chunk: 1 }));
    const options = progress();
    const answer = await createUploadServices({ fetch: fn, baseUrl: 'http://host/' }).sendChunk(
      chunk,
      options,
    );
    expect(answer).toEqual({ complete: false });
    expect(calls[0]?.url).toBe('http://host/api/file/module/upload');
    const form = calls[0]?.init.body as FormData;
    expect(form.get('chunk')).toBe('1');
    expect(form.get('fileMd5')).toBe(target.fileMd5);
    expect(form.get('module')).toBe('crm');
    const file = form.get('file') as File;
    expect(file.name).toBe('a b.txt');
    expect(await file.text()).toBe('efgh');
    expect(options.onProgress).toHaveBeenCalledWith(4);
  });

  it('reads the assembled file out of the last chunk answer', async () => {
    const { fn } = fakeFetch(() =>
      ok({ fileId: 12, name: 'a b.txt', size: 10, md5: 'm', options: ['download'] }),
    );
    await expect(createUploadServices({ fetch: fn }).sendChunk(chunk, progress())).resolves.toEqual({
      complete: true,
      file: { fileId: '12', name: 'a b.txt', size: 10, md5: 'm', options: ['download'] },
    });
  });

  it.each([
    ['a refusal', () => json({ status: false, code: 500, msg: 'md5 mismatch' }), 'server'],
    ['an HTTP error', () => json({}, 503), 'http'],
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a body cut off', () => new Response('{"status":tr'), 'network'],
    ['a non-envelope', () => json([1, 2]), 'malformed'],
  ])('turns %s of a chunk into an ApiError', async (_case, answer, kind) => {
    const { fn } = fakeFetch(answer);
    await expect(createUploadServices({ fetch: fn }).sendChunk(chunk, progress())).rejects.toMatchObject({
      kind,
    });
  });

  it('reports an aborted chunk as aborted', async () => {
    const abort = new AbortController();
    const transport = fetchMultipartTransport((async () => {
      abort.abort();
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch);
    await expect(
      transport(
        { url: '/u', fields: {}, file: new Blob(['x']), fileName: 'x' },
        { signal: abort.signal, onProgress: jest.fn() },
      ),
    ).rejects.toEqual(new ApiError('aborted', 'call aborted', { url: '/u' }));
  });

  it('renames, edits the secret level and commits a re-upload', async () => {
    const { fn, calls } = fakeFetch((call) =>
      ok({ fileId: '5', name: 'n.pdf', size: 3, ...JSON.parse(String(call.init.body)) }),
    );
    const api = createUploadServices({ fetch: fn });
    const file = { fileId: '5', name: 'o.pdf', size: 3 };
    await expect(api.renameFile(file, 'n.pdf')).resolves.toMatchObject({ fileId: '5', name: 'n.pdf' });
    await expect(api.editSecretLevel(file, 3)).resolves.toMatchObject({ secretLevel: 3 });
    await expect(
      api.reUpload('5', { fileId: '8', name: 'n.pdf', size: 4 }, new AbortController().signal),
    ).resolves.toMatchObject({
      fileId: '5',
    });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/file/fileRename',
      '/api/file/fileEditSecLevel',
      '/api/file/reUpload',
    ]);
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ fileId: '5', newFileId: '8' });
  });

  it('keeps the local change when a rename answer has no entry', async () => {
    const { fn } = fakeFetch(() => ok(null));
    await expect(
      createUploadServices({ fetch: fn }).renameFile({ fileId: '5', name: 'o', size: 1 }, 'n'),
    ).resolves.toEqual({
      fileId: '5',
      name: 'n',
      size: 1,
    });
  });

  it('reads the system setting and fails soft to no setting', async () => {
    const good = fakeFetch(() =>
      ok({ sysMaxSingleUploadSize: '20', sysFormatWhitesEnable: '1', sysFormatWhites: 'pdf', extra: 1 }),
    );
    await expect(createUploadServices({ fetch: good.fn }).fetchSettings()).resolves.toEqual({
      sysMaxSingleUploadSize: 20,
      sysFormatWhitesEnable: true,
      sysFormatWhites: 'pdf',
    });
    expect(good.calls[0]?.url).toBe('/api/file/tenant/setting');
    const bad = fakeFetch(() => json({}, 500));
    await expect(createUploadServices({ fetch: bad.fn }).fetchSettings()).resolves.toEqual({});
  });
});

describe('answer parsers', () => {
  it.each([null, 'x', [], {}, { fileId: '' }, { name: 'a' }])('finds no file in %p', (data) => {
    expect(parseUploadedFile(data)).toBeUndefined();
  });

  it('keeps only well-typed fields of a file entry', () => {
    expect(
      parseUploadedFile({
        fileId: 'a',
        name: 5,
        size: 'big',
        options: 'all',
        secretLevel: '3',
        ban: 'yes',
        fileStatus: '2',
      }),
    ).toEqual({ fileId: 'a', name: 'a', size: 0, secretLevel: 3, ban: false, fileStatus: 2 });
  });

  it('reads chunk lists bare or wrapped', () => {
    expect(parseUploadedChunks([1, 0], 2)).toEqual([0, 1]);
    expect(parseUploadedChunks({ uploaded: 'nope' }, 2)).toEqual([]);
  });

  it.each([
    ['TRUE', true],
    ['y', true],
    ['Yes', true],
    ['0', false],
    ['n', false],
    ['maybe', true],
    [{}, true],
  ])('reads sysFormatWhitesEnable %p as %p, an unreadable one as on (issue 14)', (flag, on) => {
    expect(parseUploadSettings({ sysFormatWhitesEnable: flag }).sysFormatWhitesEnable).toBe(on);
  });

  it('fails closed on format lists it cannot read, and reads lists of texts (issue 14)', () => {
    expect(parseUploadSettings({ sysFormatWhites: 5, sysFormatBlacks: { exe: true } })).toEqual({
      sysFormatWhites: '',
      sysFormatBlacks: '*',
    });
    expect(parseUploadSettings({ sysFormatBlacks: ['exe', 'bat'] })).toEqual({ sysFormatBlacks: 'exe,bat' });
  });

  it('reads no settings out of junk', () => {
    expect(parseUploadSettings('junk')).toEqual({});
    expect(parseUploadSettings({ sysUploadCustomMsg: 5, sysAppDownload: 0 })).toEqual({
      sysAppDownload: false,
    });
  });
});
