// Contract of the fake backend's file-source calls (spec 7: remotedownload/{fileId}/upload/true,
// base/upload/{fileId}, business/dl, getInfoByRefOrDoc, doc/folders/queryDocName) over real HTTP,
// driven by core's own upload client, refusals included.
import { createUploadServices } from '@suite-ui/core';
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';
import { refusal } from './refusal';

let server: RunningFixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

const U1 = { 'x-user-id': 'u1' };
const api = (headers: Record<string, string> = U1) => createUploadServices({ baseUrl: server.url, headers });
const post = (path: string, body: unknown, headers: Record<string, string> = U1) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<{ status: boolean; code: number; data: unknown }>);

// a 1×1 PNG
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG = `data:image/png;base64,${PNG_BASE64}`;

describe('remote download', () => {
  it('stores the remote file as a new file that dl serves, once per key', async () => {
    const file = await api().uploadFromUrl('https://files.example.com/handbook.txt', { key: 'src-key-0001' });
    expect(file).toMatchObject({ name: 'handbook.txt', size: 50 });
    const bytes = await fetch(`${server.url}/api/file/dl?fileId=${file.fileId}`).then((r) => r.text());
    expect(bytes).toBe('employee handbook, fetched from files.example.com\n');
    // a retry under the same key answers the same file
    const again = await api().uploadFromUrl('https://files.example.com/handbook.txt', {
      key: 'src-key-0001',
    });
    expect(again.fileId).toBe(file.fileId);
  });

  it.each([
    ['a loopback host', 'http://127.0.0.1/x', 403],
    ['localhost', 'http://localhost:8080/x', 403],
    ['a private network', 'http://192.168.1.10/x', 403],
    ['an IPv6 literal', 'http://[::1]/x', 403],
    ['a host as a number', 'http://2130706433/x', 403],
    ['another scheme', 'file:///etc/passwd', 400],
    ['credentials', 'https://a:b@files.example.com/handbook.txt', 400],
    ['no address', '', 400],
  ])('refuses %s', async (_case, url, code) => {
    const answer = await post('/api/file/remotedownload/src-key-0002/upload/true', { url });
    expect(answer).toMatchObject({ status: false, code });
  });

  it('refuses an unknown remote file, a forbidden type, a sensitive name, a bad key and an unknown caller', async () => {
    expect(await refusal(api().uploadFromUrl('https://files.example.com/none.txt'))).toMatchObject({
      code: 404,
    });
    expect(await refusal(api().uploadFromUrl('https://files.example.com/tool.exe'))).toMatchObject({
      code: 3,
    });
    expect(await refusal(api().uploadFromUrl('https://files.example.com/绝密.txt'))).toMatchObject({
      code: 300,
    });
    const badKey = await post('/api/file/remotedownload/..%2Fx/upload/true', {
      url: 'https://files.example.com/handbook.txt',
    });
    expect(badKey).toMatchObject({ status: false, code: 400 });
    expect(await refusal(api({}).uploadFromUrl('https://files.example.com/handbook.txt'))).toMatchObject({
      code: 401,
    });
  });

  it('refuses a file larger than the system limit', async () => {
    await post('/__fixtures/upload/settings', { sysMaxSingleUploadSize: 0.00001 });
    expect(await refusal(api().uploadFromUrl('https://files.example.com/handbook.txt'))).toMatchObject({
      code: 2,
    });
  });
});

describe('base upload', () => {
  it('stores a pasted picture under its name, once per key', async () => {
    const file = await api().uploadBase64(PNG, 'paste.png', { key: 'src-key-0003' });
    expect(file).toMatchObject({
      name: 'paste.png',
      size: Buffer.from(PNG_BASE64, 'base64').length,
      type: 2,
    });
    const stored = await fetch(`${server.url}/api/file/dl?fileId=${file.fileId}`).then((r) =>
      r.arrayBuffer(),
    );
    expect(Buffer.from(stored).equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    expect((await api().uploadBase64(PNG, 'paste.png', { key: 'src-key-0003' })).fileId).toBe(file.fileId);
  });

  it('names a picture given no name by its type', async () => {
    const answer = await post('/api/file/base/upload/src-key-0004', {
      contentType: 'image/png',
      base64: PNG_BASE64,
    });
    expect(answer.data).toMatchObject({ name: 'image.png' });
  });

  it.each([
    ['another type', { contentType: 'image/svg+xml', base64: 'PHN2Zz4=' }, 3],
    ['bytes that are not the type named', { contentType: 'image/jpeg', base64: PNG_BASE64 }, 400],
    ['broken base64', { contentType: 'image/png', base64: 'abc' }, 400],
    ['no base64', { contentType: 'image/png' }, 400],
    ['a forbidden name', { contentType: 'image/png', base64: PNG_BASE64, fileName: 'x.exe' }, 3],
    ['a sensitive name', { contentType: 'image/png', base64: PNG_BASE64, fileName: '绝密.png' }, 300],
    [
      'a picture above 2 MB',
      { contentType: 'image/png', base64: Buffer.alloc(2 * 1024 * 1024 + 1).toString('base64') },
      2,
    ],
  ])('refuses %s', async (_case, body, code) => {
    expect(await post('/api/file/base/upload/src-key-0005', body)).toMatchObject({ status: false, code });
  });

  it('refuses a bad key and an unknown caller', async () => {
    const body = { contentType: 'image/png', base64: PNG_BASE64 };
    expect(await post('/api/file/base/upload/short', body)).toMatchObject({ status: false, code: 400 });
    expect(await post('/api/file/base/upload/src-key-0006', body, {})).toMatchObject({
      status: false,
      code: 401,
    });
  });
});

describe('business download', () => {
  const dl = (query: string, headers: Record<string, string> = U1) =>
    fetch(`${server.url}/api/file/business/dl?${query}`, { headers });

  it('serves a file of the record named', async () => {
    const response = await dl('fileId=seed-1&module=task&businessId=task-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await response.text()).toBe('project plan, seeded by the fake backend\n');
  });

  it.each([
    ['a file of another record', 'fileId=seed-1&module=task&businessId=task-2', 403],
    ['a file of no record', 'fileId=seed-4&module=task&businessId=task-1', 403],
    ['an unknown file', 'fileId=nope&module=task&businessId=task-1', 404],
    ['no record', 'fileId=seed-1', 400],
    ['a malformed record', 'fileId=seed-1&module=ta%26sk&businessId=task-1', 400],
  ])('refuses %s', async (_case, query, status) => {
    expect((await dl(query)).status).toBe(status);
  });

  it('refuses an unknown caller', async () => {
    expect((await dl('fileId=seed-1&module=task&businessId=task-1', {})).status).toBe(401);
  });
});

describe('document of a referenced file', () => {
  it('answers the document of a reference and of a document id, and their names', async () => {
    const doc = { docId: 'doc-1', name: '2026 项目计划', folderName: '项目资料' };
    expect(await api().docOfFile({ refId: 'ref-1' })).toEqual(doc);
    expect(await api().docOfFile({ docId: 'doc-1' })).toEqual(doc);
    expect(await api().docNames(['doc-1', 'doc-9'])).toEqual([doc]);
  });

  it('keeps a document from a user who may not read it', async () => {
    expect(await refusal(api().docOfFile({ refId: 'ref-2' }))).toMatchObject({ code: 403 });
    expect(await api().docNames(['doc-2'])).toEqual([]);
    expect(await api({ 'x-user-id': 'admin' }).docNames(['doc-2'])).toMatchObject([{ name: '董事会纪要' }]);
  });

  it('refuses an unknown reference, a call with both or neither id, too many ids and an unknown caller', async () => {
    expect(await refusal(api().docOfFile({ refId: 'ref-9' }))).toMatchObject({ code: 404 });
    const both = await fetch(`${server.url}/api/file/getInfoByRefOrDoc?refId=ref-1&docId=doc-1`, {
      headers: U1,
    });
    expect(await both.json()).toMatchObject({ status: false, code: 400 });
    const none = await fetch(`${server.url}/api/doc/folders/queryDocName`, { headers: U1 });
    expect(await none.json()).toMatchObject({ status: false, code: 400 });
    const many = Array.from({ length: 51 }, (_, i) => `d${i}`).join(',');
    const tooMany = await fetch(`${server.url}/api/doc/folders/queryDocName?docIds=${many}`, { headers: U1 });
    expect(await tooMany.json()).toMatchObject({ status: false, code: 400 });
    expect(await refusal(api({}).docOfFile({ refId: 'ref-1' }))).toMatchObject({ code: 401 });
  });
});
