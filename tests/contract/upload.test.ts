// Contract of the upload fake over real HTTP, driven by core's own upload client and machine, so the
// client and the fake are checked against each other: chunks, resume, cancel, refusals, file calls.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import {
  UploadErrorType,
  createUploadServices,
  type UploadServices,
  type UploadTarget,
} from '@suite-ui/core';
// the one-file upload machine is internal to the feature: contract tests drive it directly
import { classifyUploadFailure, fileUploadMachine, uploadActors } from '@suite-ui/core/internal';
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';
import { createActor, waitFor } from 'xstate';

let server: RunningFixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

const CHUNK = 64 * 1024;
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

function content(length: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + seed * 7) & 0xff;
  return bytes;
}

const fileOf = (name: string, bytes: Uint8Array) => new File([bytes as Uint8Array<ArrayBuffer>], name);

function services(flags = {}): UploadServices {
  const api = createUploadServices({ baseUrl: server.url, flags });
  return {
    ...api,
    hashFile: async (file) => md5(new Uint8Array(await file.arrayBuffer())),
  };
}

function targetOf(name: string, bytes: Uint8Array, extra: Partial<UploadTarget> = {}): UploadTarget {
  return {
    fileName: name,
    fileSize: bytes.length,
    fileMd5: md5(bytes),
    chunkSize: CHUNK,
    chunks: Math.max(1, Math.ceil(bytes.length / CHUNK)),
    ...extra,
  };
}

async function control<T>(path: string, init?: RequestInit): Promise<T> {
  const body = (await (await fetch(server.url + path, init)).json()) as { data: T };
  return body.data;
}
const storedFiles = () =>
  control<{ fileId: string; name: string; md5: string; diskMd5: string; size: number }[]>(
    '/__fixtures/upload/files',
  );
/** Waits (up to 5 s) until the server's chunk folder satisfies `done`. */
async function settledDisk(done: (state: Awaited<ReturnType<typeof chunks>>) => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done(await chunks()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

const chunks = () =>
  control<{ pending: Record<string, number[]>; partials: number; assembled: number; abandoned: number }>(
    '/__fixtures/upload/chunks',
  );

function upload(file: File, input: { services?: UploadServices; secretLevel?: number } = {}) {
  const machine = fileUploadMachine.provide({ actors: uploadActors(input.services ?? services()) });
  const actor = createActor(machine, {
    input: { file, chunkSize: CHUNK, hashChunkSize: CHUNK, secretLevel: input.secretLevel },
  });
  actor.start();
  return actor;
}
const settled = (s: { value: unknown }) => s.value === 'done' || s.value === 'failed';

describe('upload fake, driven by core', () => {
  it('answers the upload system setting', async () => {
    await expect(createUploadServices({ baseUrl: server.url }).fetchSettings()).resolves.toMatchObject({
      sysMaxSingleUploadSize: 500,
      sysFormatBlacks: expect.stringContaining('exe'),
    });
  });

  it.each([{}, { mobile: true }, { loginFree: true }, { mobile: true, loginFree: true }])(
    'uploads a multi-chunk file whose md5 on the server equals the original (%p)',
    async (flags) => {
      const bytes = content(3 * CHUNK + 123);
      const actor = upload(fileOf('plan.bin', bytes), { services: services(flags), secretLevel: 2 });
      const snapshot = await waitFor(actor, settled);
      expect(snapshot.value).toBe('done');
      expect(snapshot.output).toMatchObject({
        name: 'plan.bin',
        size: bytes.length,
        md5: md5(bytes),
        secretLevel: 2,
      });
      const [stored] = await storedFiles().then((files) => files.filter((file) => file.name === 'plan.bin'));
      expect(stored?.diskMd5).toBe(md5(bytes));
      expect(await chunks()).toMatchObject({ partials: 0 });
      expect((await chunks()).pending).toEqual({});
    },
  );

  it('uploads an empty file as one empty chunk', async () => {
    const snapshot = await waitFor(upload(fileOf('empty.txt', new Uint8Array())), settled);
    expect(snapshot.output).toMatchObject({ size: 0, md5: 'd41d8cd98f00b204e9800998ecf8427e' });
  });

  it('tells which chunks it holds, and a resumed upload sends only the missing ones', async () => {
    const bytes = content(3 * CHUNK, 2);
    const api = createUploadServices({ baseUrl: server.url });
    const target = targetOf('resume.bin', bytes);
    const progress = { signal: new AbortController().signal, onProgress: () => undefined };
    await api.sendChunk({ ...target, index: 0, body: new Blob([bytes.slice(0, CHUNK)]) }, progress);
    await api.sendChunk({ ...target, index: 2, body: new Blob([bytes.slice(2 * CHUNK)]) }, progress);
    await expect(api.chunkUpCheck(target, progress.signal)).resolves.toEqual([0, 2]);

    const sent: number[] = [];
    const counting: UploadServices = {
      ...services(),
      sendChunk: (request, options) => {
        sent.push(request.index);
        return api.sendChunk(request, options);
      },
    };
    expect((await waitFor(upload(fileOf('resume.bin', bytes), { services: counting }), settled)).value).toBe(
      'done',
    );
    expect(sent).toEqual([1]);
  });

  it('survives a connection dropped mid-chunk: nothing half-written stays, and a retry completes', async () => {
    const bytes = content(3 * CHUNK, 3);
    await control('/__fixtures/upload/drop-mid-chunk', {
      method: 'POST',
      body: JSON.stringify({ times: 1 }),
    });
    const actor = upload(fileOf('drop.bin', bytes));
    const failed = await waitFor(actor, settled);
    expect(failed.context.error?.type).toBe(UploadErrorType.NetworkInterrupted);
    // the server notices the cut socket and removes the partial chunk asynchronously
    await settledDisk((state) => state.partials === 0 && state.abandoned === 1);
    expect(await chunks()).toMatchObject({ partials: 0, assembled: 4, abandoned: 1 });
    expect((await chunks()).pending).toEqual({});

    actor.send({ type: 'RETRY' });
    expect((await waitFor(actor, settled)).value).toBe('done');
    const stored = (await storedFiles()).find((file) => file.name === 'drop.bin');
    expect(stored?.diskMd5).toBe(md5(bytes));
  });

  it('cuts exactly as many chunk requests as armed', async () => {
    const bytes = content(3 * CHUNK, 8);
    await control('/__fixtures/upload/drop-mid-chunk', {
      method: 'POST',
      body: JSON.stringify({ times: 2 }),
    });
    const actor = upload(fileOf('twice.bin', bytes));
    expect((await waitFor(actor, settled)).context.error?.type).toBe(UploadErrorType.NetworkInterrupted);
    actor.send({ type: 'RETRY' });
    expect((await waitFor(actor, settled)).context.error?.type).toBe(UploadErrorType.NetworkInterrupted);
    actor.send({ type: 'RETRY' });
    expect((await waitFor(actor, settled)).value).toBe('done');
    expect((await chunks()).abandoned).toBe(2);
  });

  it('drops an armed generic `drop` fault on the upload call the same way', async () => {
    await fetch(`${server.url}/__fixtures/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/api/file/module/upload', fault: 'drop', times: 1 }),
    });
    const failed = await waitFor(upload(fileOf('generic.bin', content(100))), settled);
    expect(failed.context.error?.type).toBe(UploadErrorType.NetworkInterrupted);
  });

  it('keeps nothing of a chunk cancelled halfway, not even the last one', async () => {
    const bytes = content(2 * CHUNK, 4);
    const target = targetOf('cancel.bin', bytes);
    const api = createUploadServices({ baseUrl: server.url });
    await api.sendChunk(
      { ...target, index: 0, body: new Blob([bytes.slice(0, CHUNK)]) },
      { signal: new AbortController().signal, onProgress: () => undefined },
    );
    await sendHalfAndAbort(target, 1, bytes.slice(CHUNK));
    const inventory = await chunks();
    expect(inventory.abandoned).toBe(1);
    expect(inventory.partials).toBe(0);
    expect(Object.values(inventory.pending)).toEqual([[0]]);
    expect((await storedFiles()).some((file) => file.name === 'cancel.bin')).toBe(false);
  });

  it('refuses an assembled file whose md5 differs, keeping nothing', async () => {
    const bytes = content(100, 5);
    const api = createUploadServices({ baseUrl: server.url });
    const target = targetOf('liar.bin', bytes, { fileMd5: md5(content(100, 6)) });
    const refused = api.sendChunk(
      { ...target, index: 0, body: new Blob([bytes]) },
      { signal: new AbortController().signal, onProgress: () => undefined },
    );
    await expect(refused).rejects.toMatchObject({
      kind: 'server',
      message: expect.stringContaining('md5 mismatch'),
    });
    expect(await chunks()).toMatchObject({ partials: 0, assembled: 4 });
    expect((await chunks()).pending).toEqual({});
  });

  it.each([
    ['a sensitive file name', 'top-SECRET plan.docx', 1, UploadErrorType.SensitiveWord],
    ['a secret level above the user’s', 'plan.docx', 4, UploadErrorType.SecretLevelFailed],
    ['a forbidden type', 'setup.exe', 1, UploadErrorType.ForbiddenType],
  ])('refuses %s in the pre-check', async (_case, name, secretLevel, type) => {
    const bytes = content(10);
    const failed = await waitFor(upload(fileOf(name, bytes), { secretLevel }), settled);
    if (type === UploadErrorType.ForbiddenType) {
      // no own client type for a server-side format refusal: an API error with the server's message
      expect(failed.context.error).toEqual({
        type: UploadErrorType.ApiError,
        message: 'this file type is forbidden',
      });
    } else {
      expect(failed.context.error?.type).toBe(type);
    }
    expect(await chunks()).toMatchObject({ assembled: 4 });
    expect((await chunks()).pending).toEqual({});
  });

  it.each([
    ['evil.exe', 1, 3],
    ['evil.EXE', 1, 3],
    ['evil.exe.', 1, 3],
    ['evil.exe%00.txt', 1, 3],
    ['evil.\uff45\uff58\uff45', 1, 3],
    ['evil.exe::$DATA', 1, 3],
    ['evil.exe\u200b', 1, 3],
    ['top-secret plan.docx', 1, 300],
    ['绝密.txt', 1, 300],
    ['plan.docx', 4, 8],
  ])(
    'checks an upload that skipped the pre-check again: refuses %j (level %p) with code %p, keeping nothing',
    async (name, secretLevel, code) => {
      const bytes = content(2 * CHUNK, 3);
      const api = createUploadServices({ baseUrl: server.url });
      const target = targetOf(name, bytes, { secretLevel });
      const before = await storedFiles();
      for (const index of [0, 1]) {
        const [start, end] = [index * CHUNK, (index + 1) * CHUNK];
        const refused = api.sendChunk(
          { ...target, index, body: new Blob([bytes.slice(start, end)]) },
          { signal: new AbortController().signal, onProgress: () => undefined },
        );
        await expect(refused).rejects.toMatchObject({ kind: 'server', details: { code } });
      }
      expect(await storedFiles()).toEqual(before);
      expect(await chunks()).toMatchObject({ partials: 0 });
      expect((await chunks()).pending).toEqual({});
    },
  );

  it('lets a checked upload through the same re-check', async () => {
    const bytes = content(10, 4);
    const snapshot = await waitFor(upload(fileOf('fine.txt', bytes), { secretLevel: 3 }), settled);
    expect(snapshot.value).toBe('done');
  });

  it.each([
    ['no multipart body', { 'content-type': 'application/json' }, '{}'],
    ['a chunk index past the end', undefined, 'index'],
    ['a chunk of the wrong length', undefined, 'length'],
  ])('answers 400 to %s and stores nothing', async (_case, headers, kind) => {
    const bytes = content(10);
    const target = targetOf('bad.bin', bytes);
    let response: Response;
    if (kind === '{}') {
      response = await fetch(`${server.url}/api/file/module/upload`, { method: 'POST', headers, body: '{}' });
    } else {
      const form = new FormData();
      const fields = { ...target, chunk: kind === 'index' ? 5 : 0 };
      for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
      form.append('file', new Blob([kind === 'length' ? bytes.slice(0, 4) : bytes]), 'bad.bin');
      response = await fetch(`${server.url}/api/file/module/upload`, { method: 'POST', body: form });
    }
    expect(await response.json()).toMatchObject({ status: false, code: 400 });
    expect(await chunks()).toMatchObject({ partials: 0 });
    expect((await chunks()).pending).toEqual({});
  });
});

describe('file calls', () => {
  // the seeded files' owner (issue 35 item 8: editing a level needs a known user)
  const api = () => createUploadServices({ baseUrl: server.url, headers: { 'x-user-id': 'u1' } });
  const seeded = { fileId: 'seed-1', name: '项目计划书.docx', size: 1 };

  it('renames, refusing sensitive and forbidden names', async () => {
    await expect(api().renameFile(seeded, 'renamed.docx')).resolves.toMatchObject({
      fileId: 'seed-1',
      name: 'renamed.docx',
    });
    await expect(api().renameFile(seeded, '绝密.docx')).rejects.toMatchObject({ details: { code: 300 } });
    const forbidden = await api().renameFile(seeded, 'x.exe').catch(classifyUploadFailure);
    expect(forbidden).toMatchObject({ type: -3, message: 'this file type is forbidden' });
  });

  it('edits the secret level within the user’s level', async () => {
    await expect(api().editSecretLevel(seeded, 3)).resolves.toMatchObject({ secretLevel: 3 });
    await expect(api().editSecretLevel(seeded, 4)).rejects.toMatchObject({ details: { code: 8 } });
  });

  it('re-uploads: the new content becomes the next version of the old file id', async () => {
    const bytes = content(500, 7);
    const uploaded = (await waitFor(upload(fileOf('v2.docx', bytes)), settled)).output;
    const result = await api().reUpload('seed-1', uploaded!, new AbortController().signal);
    expect(result).toMatchObject({ fileId: 'seed-1', name: 'v2.docx', size: 500, md5: md5(bytes) });
    const download = await fetch(`${server.url}/api/file/dl?fileId=seed-1`);
    expect(md5(new Uint8Array(await download.arrayBuffer()))).toBe(md5(bytes));
    expect((await storedFiles()).map((file) => file.fileId)).not.toContain(uploaded?.fileId);
  });

  it('downloads as an attachment named in UTF-8, and refuses blocked files', async () => {
    const response = await fetch(`${server.url}/api/app/file/dl?fileId=seed-1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('项目计划书.docx')}`,
    );
    expect(await response.text()).toContain('project plan');
    expect((await fetch(`${server.url}/api/file/dl?fileId=seed-3`)).status).toBe(403);
    expect((await fetch(`${server.url}/api/file/dl?fileId=nope`)).status).toBe(404);
  });

  it('previews a seeded image inline', async () => {
    const response = await fetch(`${server.url}/papi/file/preview?fileId=seed-2&type=redirect`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });
});

/** Sends chunk `index` by hand, stops after half its bytes and drops the connection (a cancel). */
function sendHalfAndAbort(target: UploadTarget, index: number, bytes: Uint8Array): Promise<void> {
  const boundary = 'contractboundary';
  const fields = { ...target, chunk: index };
  const head =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const url = new URL(`${server.url}/api/file/module/upload`);
  return new Promise((resolve) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(Buffer.byteLength(head) + bytes.length + Buffer.byteLength(tail)),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(bytes.slice(0, bytes.length / 2), () => {
      // give the server a moment to write the first half to its temp file, then cut
      setTimeout(() => {
        req.destroy();
        setTimeout(resolve, 100);
      }, 100);
    });
  });
}
