// Contract of the fake backend's file operations (spec 7: batch download, appeal of a blocked file)
// over real HTTP, driven by core's own upload client, so the client and the fake are checked
// against each other, refusals included.
import { createUploadServices } from '@suite-ui/core';
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';
import { refusal } from './refusal';

let server: RunningFixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

const api = (headers: Record<string, string> = { 'x-user-id': 'u1' }) =>
  createUploadServices({ baseUrl: server.url, headers });
const blocked = { fileId: 'seed-3', name: 'archived-report.pdf', size: 1 };

/** The zip's entry names, read from its central directory. */
function zipNames(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = bytes.indexOf(0x02014b50 & 0xff); at >= 0 && at < bytes.length - 46; at += 1) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) continue;
    const length = bytes.readUInt16LE(at + 28);
    names.push(bytes.subarray(at + 46, at + 46 + length).toString('utf8'));
  }
  return names;
}

describe('batch download', () => {
  it('packs the chosen files, moving on every progress ask, into a zip that dl serves', async () => {
    const taskId = await api().startBatchDownload(['seed-1', 'seed-2']);
    expect(await api().batchDownloadPercent(taskId)).toEqual({ percent: 50 });
    const done = await api().batchDownloadPercent(taskId);
    expect(done).toMatchObject({ percent: 100, name: 'files-2.zip' });
    const response = await fetch(`${server.url}/api/file/dl?fileId=${done.fileId}`);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zipNames(zip)).toEqual(['项目计划书.docx', 'architecture.png']);
    // asked again, the same archive
    expect(await api().batchDownloadPercent(taskId)).toEqual(done);
  });

  it.each([
    ['an empty list', []],
    ['a list that is not of ids', [1, 2]],
    ['more than 100 files', Array.from({ length: 101 }, (_, i) => `seed-${i}`)],
  ])('refuses %s with 400', async (_case, fileIds) => {
    expect(await refusal(api().startBatchDownload(fileIds as string[]))).toMatchObject({ code: 400 });
  });

  it('refuses an unknown file, a blocked file, an unknown caller and a system that turned it off', async () => {
    expect(await refusal(api().startBatchDownload(['seed-1', 'nope']))).toMatchObject({ code: 404 });
    expect(await refusal(api().startBatchDownload(['seed-1', 'seed-3']))).toMatchObject({
      code: 403,
      msg: 'download not allowed: archived-report.pdf',
    });
    expect(await refusal(api({}).startBatchDownload(['seed-1']))).toMatchObject({ code: 401 });
    await fetch(`${server.url}/__fixtures/upload/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sysBatchDownload: false }),
    });
    expect(await api().fetchSettings()).toMatchObject({ sysBatchDownload: false });
    expect(await refusal(api().startBatchDownload(['seed-1']))).toMatchObject({
      code: 403,
      msg: 'batch download is off',
    });
    expect(await refusal(api().batchDownloadPercent('batch-404'))).toMatchObject({ code: 404 });
  });
});

describe('appeal of a blocked file', () => {
  it('takes one appeal with a reason, and the entry then says so', async () => {
    const updated = await api().appealFile(blocked, '  the scan flagged a false positive ');
    expect(updated).toMatchObject({ fileId: 'seed-3', fileStatus: 2, appealed: true, type: 3 });
    expect(await refusal(api().appealFile(blocked, 'again'))).toMatchObject({ code: 409 });
  });

  it.each([
    ['an empty reason', 'seed-3', '   ', 400],
    ['a reason over 200 characters', 'seed-3', '字'.repeat(201), 400],
    ['a file that is not blocked', 'seed-1', 'please', 400],
    ['an unknown file', 'nope', 'please', 404],
  ])('refuses %s', async (_case, fileId, reason, code) => {
    expect(await refusal(api().appealFile({ ...blocked, fileId }, reason))).toMatchObject({ code });
  });

  it('refuses an unknown caller, and mobile and login-free paths answer too', async () => {
    expect(await refusal(api({}).appealFile(blocked, 'please'))).toMatchObject({ code: 401 });
    const mobile = createUploadServices({
      baseUrl: server.url,
      headers: { 'x-user-id': 'u1' },
      flags: { mobile: true },
    });
    await expect(mobile.appealFile(blocked, 'please')).resolves.toMatchObject({ appealed: true });
  });
});

describe('online edit (getEditUrlWithAuth)', () => {
  const plan = { fileId: 'seed-1', name: '项目计划书.docx', size: 1 };

  it('answers a one-use editor address on this origin that opens the file', async () => {
    const url = await api().editUrl(plan);
    expect(url).toMatch(/^\/__fixtures\/upload\/editor\?token=[0-9a-f]{24}$/);
    const page = await fetch(`${server.url}${url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('项目计划书.docx');
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
  });

  it('refuses an unknown caller, an unknown file, a blocked file and a file no editor opens', async () => {
    expect(await refusal(api({}).editUrl(plan))).toMatchObject({ code: 401 });
    expect(await refusal(api().editUrl({ ...plan, fileId: 'nope' }))).toMatchObject({ code: 404 });
    expect(await refusal(api().editUrl({ ...plan, fileId: 'seed-3' }))).toMatchObject({ code: 403 });
    expect(await refusal(api().editUrl({ ...plan, fileId: 'seed-2' }))).toMatchObject({ code: 400 });
  });
});

describe('secret level of several files (fileEditSecLevels)', () => {
  const files = [
    { fileId: 'seed-1', name: '项目计划书.docx', size: 1 },
    { fileId: 'seed-4', name: 'team-photo.png', size: 1 },
  ];

  it('changes every file in one call and answers the entries', async () => {
    const updated = await api().editSecretLevels(files, 3);
    expect(updated.map((file) => [file.fileId, file.secretLevel])).toEqual([
      ['seed-1', 3],
      ['seed-4', 3],
    ]);
  });

  it.each([
    ['an empty list', [], 1, 400],
    ['a bad level', ['seed-1'], -1, 400],
    ['a level above the user', ['seed-1'], 4, 8],
    ['an unknown file, changing none', ['seed-1', 'nope'], 2, 404],
  ])('refuses %s', async (_case, fileIds, level, code) => {
    const chosen = (fileIds as string[]).map((fileId) => ({ fileId, name: fileId, size: 1 }));
    expect(await refusal(api().editSecretLevels(chosen, level as number))).toMatchObject({ code });
    const stored = await (await fetch(`${server.url}/__fixtures/upload/files`)).json();
    expect(stored.data.find((file: { fileId: string }) => file.fileId === 'seed-1').secretLevel).toBe(1);
  });

  it('refuses an unknown caller and lowering a file the caller does not own', async () => {
    expect(await refusal(api({}).editSecretLevels(files, 2))).toMatchObject({ code: 401 });
    expect(await refusal(api({ 'x-user-id': 'u2' }).editSecretLevels(files, 0))).toMatchObject({ code: 403 });
  });
});
