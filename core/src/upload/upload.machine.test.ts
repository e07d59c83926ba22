import { createActor } from 'xstate';
import { ApiError, setLocale } from '..';
import {
  uploadFieldActors,
  uploadMachine,
  type UploadConfig,
  type UploadedFile,
  type UploadLimits,
  type UploadMessage,
  type UploadSource,
  type UploadSystemSettings,
} from '.';
import { heldFiles, overallProgress } from './internal';
import { fakeUploadServer, sourceFile, until, type FakeUploadServer } from '../../test/upload/upload.fakes';

let server: FakeUploadServer;
const actors: { stop(): void }[] = [];
beforeEach(() => {
  server = fakeUploadServer();
  setLocale('en_US');
});
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));
afterAll(() => setLocale('zh_CN'));

interface FieldOptions extends UploadConfig {
  initial?: UploadedFile[];
  limits?: UploadLimits;
  settings?: UploadSystemSettings;
  fetchSettings?: () => Promise<UploadSystemSettings>;
}

/** An upload field machine on the fake server, with the queue-like calls these tests read best in. */
function queueWith({ initial, limits, settings = {}, fetchSettings, ...config }: FieldOptions = {}) {
  let id = 0;
  const actor = createActor(
    uploadMachine.provide({
      actors: uploadFieldActors(server.services, fetchSettings ?? (() => Promise.resolve({}))),
    }),
    {
      input: {
        initial,
        settings: fetchSettings ? undefined : settings,
        config: { chunkSize: 4, hashChunkSize: 4, ...config },
        field: { limits },
        newId: () => `u${(id += 1)}`,
      },
    },
  );
  actors.push(actor);
  const messages: UploadMessage[] = [];
  const changes: UploadedFile[][] = [];
  actor.on('message', ({ message }) => messages.push(message));
  actor.on('change', ({ files }) => changes.push(files));
  actor.start();
  const rows = () => actor.getSnapshot().context.rows;
  const reply = (send: (resolve: (refusal: string | undefined) => void) => void) =>
    new Promise<string | undefined>((resolve) => send(resolve));
  const queue = {
    actor,
    getSnapshot: () => ({ items: rows().map((row) => row.item), overall: overallProgress(rows()) }),
    value: () => heldFiles(rows()),
    add: (files: UploadSource[]) => actor.send({ type: 'ADD', files }),
    cancel: (rowId: string) => actor.send({ type: 'CANCEL', id: rowId }),
    cancelAll: () => actor.send({ type: 'CANCEL_ALL' }),
    retry: (rowId: string) => actor.send({ type: 'RETRY', id: rowId }),
    remove: (rowId: string) => actor.send({ type: 'REMOVE', id: rowId }),
    reupload: (rowId: string, file: UploadSource) => actor.send({ type: 'REUPLOAD', id: rowId, file }),
    rename: (rowId: string, name: string) =>
      reply((resolve) => actor.send({ type: 'RENAME', id: rowId, name, reply: resolve })),
    editSecretLevel: (rowId: string, secretLevel: number) =>
      reply((resolve) => actor.send({ type: 'EDIT_SECRET_LEVEL', id: rowId, secretLevel, reply: resolve })),
    setValue: (files: UploadedFile[]) => actor.send({ type: 'VALUE.SET', files }),
    dispose: () => actor.stop(),
  };
  return { queue, messages, changes };
}

const statuses = (queue: ReturnType<typeof queueWith>['queue']) =>
  queue.getSnapshot().items.map((item) => item.status);
const existing: UploadedFile = { fileId: '9', name: 'old.pdf', size: 3, options: ['download', 'delete'] };

describe('uploadMachine (the upload field)', () => {
  it('uploads added files and reports the new value', async () => {
    const { queue, changes } = queueWith({ initial: [existing] });
    queue.add([sourceFile('a.txt', 'hello world')]);
    await until(() => statuses(queue).every((status) => status === 'done'));
    expect(queue.value().map((file) => file.name)).toEqual(['old.pdf', 'a.txt']);
    expect(changes.at(-1)?.map((file) => file.fileId)).toEqual(['9', '1']);
    expect(queue.getSnapshot().overall).toEqual({ loaded: 11, total: 11, active: false });
  });

  it('runs no more uploads at once than the concurrency limit, oldest first', async () => {
    server.hold('hashFile');
    const { queue } = queueWith({ concurrency: 2 });
    queue.add(['a', 'b', 'c', 'd'].map((name) => sourceFile(`${name}.txt`, name)));
    expect(statuses(queue)).toEqual(['hashing', 'hashing', 'waiting', 'waiting']);
    await until(() => server.held.length === 2);
    server.held[0]?.proceed();
    await until(() => statuses(queue)[2] === 'hashing');
    expect(statuses(queue)).toEqual(['done', 'hashing', 'hashing', 'waiting']);
    queue.cancel('u2');
    expect(statuses(queue)).toEqual(['done', 'failed', 'hashing', 'hashing']);
  });

  it('rejects files that fail the checks with a message naming the file, and queues the rest', () => {
    const { queue, messages } = queueWith({
      limits: { maxCount: 5, maxSize: 1 },
      settings: { sysFormatBlacks: 'exe' },
      initial: [existing],
    });
    server.hold('hashFile');
    queue.add([
      sourceFile('virus.exe', 'x'),
      sourceFile('empty.txt', ''),
      sourceFile('ok.txt', 'y'),
      sourceFile('more.txt', 'z'),
    ]);
    expect(messages).toEqual([
      { type: 'error', content: 'virus.exe: exe files are forbidden to upload' },
      { type: 'error', content: 'empty.txt: File size cannot be 0' },
    ]);
    expect(queue.getSnapshot().items.map((item) => item.name)).toEqual(['old.pdf', 'ok.txt', 'more.txt']);
  });

  it('refuses a selection that would go over maxCount whole, with one count message (issue 14)', () => {
    const { queue, messages } = queueWith({ limits: { maxCount: 2 } });
    server.hold('hashFile');
    queue.add(['a', 'b', 'c'].map((name) => sourceFile(`${name}.txt`, name)));
    expect(messages).toEqual([{ type: 'error', content: 'File count cannot exceed 2' }]);
    expect(queue.getSnapshot().items).toEqual([]);
  });

  it('counts the total of what the field holds against totalMaxSize', () => {
    const { queue, messages } = queueWith({
      limits: { totalMaxSize: 1 },
      initial: [{ ...existing, size: 1024 * 1024 }],
    });
    queue.add([sourceFile('a.txt', 'x')]);
    expect(messages).toEqual([{ type: 'error', content: 'a.txt: Total file size cannot exceed 1MB' }]);
  });

  it('says an upload failed, and a retry resumes it', async () => {
    server.failNext('sendChunk', new ApiError('network', 'reset', { url: '/u' }));
    const { queue, messages } = queueWith();
    queue.add([sourceFile('net.txt', 'abcdefghij')]);
    await until(() => statuses(queue)[0] === 'failed');
    expect(queue.getSnapshot().items[0]?.error?.type).toBe(-1);
    expect(messages).toEqual([{ type: 'error', content: 'net.txt: Upload interrupted, network abnormal' }]);
    queue.retry('u1');
    await until(() => statuses(queue)[0] === 'done');
    expect(server.files[0]?.name).toBe('net.txt');
  });

  it('tells of a cancel as information', async () => {
    server.hold('hashFile');
    const { queue, messages } = queueWith();
    queue.add([sourceFile('a.txt', 'a')]);
    await until(() => server.held.length === 1);
    queue.cancelAll();
    expect(messages).toEqual([{ type: 'info', content: 'a.txt: Upload cancelled' }]);
    expect(server.held[0]?.signal?.aborted).toBe(true);
  });

  it('removes an upload in flight silently, aborting its call, and starts the next', async () => {
    server.hold('hashFile');
    const { queue, messages } = queueWith({ concurrency: 1 });
    queue.add([sourceFile('a.txt', 'a'), sourceFile('b.txt', 'b')]);
    await until(() => server.held.length === 1);
    queue.remove('u1');
    expect(server.held[0]?.signal?.aborted).toBe(true);
    expect(statuses(queue)).toEqual(['hashing']);
    expect(messages).toEqual([]);
  });

  it('removes a held file and reports the value', () => {
    const { queue, changes } = queueWith({ initial: [existing] });
    queue.remove('file:9');
    expect(queue.value()).toEqual([]);
    expect(changes).toEqual([[]]);
  });

  it('re-uploads new content for a held file and keeps the old one until it is committed', async () => {
    server.hold('sendChunk');
    const { queue, changes } = queueWith({ initial: [existing] });
    queue.reupload('file:9', sourceFile('new.pdf', 'new content'));
    await until(() => server.held.length === 1);
    expect(queue.value()).toEqual([existing]);
    server.held[0]?.proceed();
    await until(() => server.held.length === 2);
    server.held[1]?.proceed();
    await until(() => server.held.length === 3);
    server.held[2]?.proceed();
    await until(() => statuses(queue)[0] === 'done');
    expect(queue.value()).toEqual([expect.objectContaining({ fileId: '9', name: 'new.pdf', size: 11 })]);
    expect(changes).toHaveLength(1);
  });

  it('refuses a re-upload the checks reject', () => {
    const { queue, messages } = queueWith({ initial: [existing], settings: { sysFormatBlacks: 'exe' } });
    queue.reupload('file:9', sourceFile('x.exe', 'x'));
    expect(messages).toEqual([{ type: 'error', content: 'x.exe: exe files are forbidden to upload' }]);
    expect(statuses(queue)).toEqual(['done']);
  });

  describe('rename', () => {
    it('renames on the server and reports the value', async () => {
      const { queue, changes } = queueWith({ initial: [existing] });
      await expect(queue.rename('file:9', '  new.pdf ')).resolves.toBeUndefined();
      expect(queue.getSnapshot().items[0]?.name).toBe('new.pdf');
      expect(changes.at(-1)?.[0]?.name).toBe('new.pdf');
    });

    it.each([
      ['', 'File name cannot be empty'],
      ['x.exe', 'exe files are forbidden to upload'],
    ])('refuses %p without a call', async (name, message) => {
      const { queue } = queueWith({ initial: [existing], settings: { sysFormatBlacks: 'exe' } });
      await expect(queue.rename('file:9', name)).resolves.toBe(message);
      expect(server.log).toEqual([]);
    });

    it('answers the server refusal', async () => {
      server.failNext('renameFile', new ApiError('server', 'Name taken', { url: '/r', code: 500 }));
      const { queue, messages } = queueWith({ initial: [existing] });
      await expect(queue.rename('file:9', 'b.pdf')).resolves.toBe('Name taken');
      expect(messages).toEqual([]);
      expect(queue.getSnapshot().items[0]?.name).toBe('old.pdf');
    });
  });

  it('changes a secret level on the server', async () => {
    const { queue } = queueWith({ initial: [existing] });
    await expect(queue.editSecretLevel('file:9', 3)).resolves.toBeUndefined();
    expect(queue.value()[0]?.secretLevel).toBe(3);
  });

  it('takes a controlled value without dropping uploads in flight', () => {
    server.hold('hashFile');
    const { queue } = queueWith({ initial: [existing] });
    queue.add([sourceFile('a.txt', 'a')]);
    queue.setValue([{ fileId: '5', name: 'five.doc', size: 5 }]);
    expect(queue.getSnapshot().items.map((item) => item.name)).toEqual(['five.doc', 'a.txt']);
  });

  it('stops every upload on dispose', async () => {
    server.hold('hashFile');
    const { queue } = queueWith();
    queue.add([sourceFile('a.txt', 'a')]);
    await until(() => server.held.length === 1);
    queue.dispose();
    expect(server.held[0]?.signal?.aborted).toBe(true);
  });

  it('starts a new overall progress once the list was idle', async () => {
    const { queue } = queueWith();
    queue.add([sourceFile('first.txt', 'abcdefgh')]);
    await until(() => statuses(queue)[0] === 'done');
    server.hold('hashFile');
    queue.add([sourceFile('second.txt', 'abc')]);
    expect(queue.getSnapshot().overall).toEqual({ loaded: 0, total: 3, active: true });
  });

  it('measures overall progress over the uploads since the queue was idle', async () => {
    server.hold('sendChunk');
    const { queue } = queueWith({ initial: [existing] });
    queue.add([sourceFile('a.txt', 'abcdefgh'), sourceFile('b.txt', 'abcdefgh')]);
    await until(() => server.held.length === 2);
    server.held[0]?.proceed();
    await until(() => server.held.length === 3);
    expect(queue.getSnapshot().overall).toEqual({ loaded: 4, total: 16, active: true });
  });

  it('fetches the setting itself and checks files picked meanwhile against it (issue 12)', async () => {
    let answer: (settings: UploadSystemSettings) => void = () => undefined;
    const fetchSettings = jest.fn(() => new Promise<UploadSystemSettings>((resolve) => (answer = resolve)));
    const { queue, messages } = queueWith({ fetchSettings });
    queue.add([sourceFile('early.exe', 'x'), sourceFile('early.txt', 'y')]);
    expect(queue.getSnapshot().items).toEqual([]);
    answer({ sysFormatBlacks: 'exe' });
    await until(() => queue.getSnapshot().items.length === 1);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    expect(messages).toEqual([{ type: 'error', content: 'early.exe: exe files are forbidden to upload' }]);
    expect(queue.actor.getSnapshot().context.settings).toEqual({ sysFormatBlacks: 'exe' });
  });

  it('runs one child actor per file being uploaded, and lets it go once done', async () => {
    server.hold('hashFile');
    const { queue } = queueWith();
    queue.add([sourceFile('a.txt', 'a'), sourceFile('b.txt', 'b')]);
    expect(Object.keys(queue.actor.getSnapshot().children)).toEqual(['upload:1', 'upload:2']);
    await until(() => server.held.length === 2);
    server.held.forEach((call) => call.proceed());
    await until(() => queue.getSnapshot().items.every((item) => item.status === 'done'));
    expect(queue.actor.getSnapshot().context.rows.every((row) => row.upload === undefined)).toBe(true);
  });

  it('ignores a configuration that changes nothing, so hosts may send it on every render', () => {
    const { queue } = queueWith({ limits: { maxCount: 2 } });
    const before = queue.actor.getSnapshot();
    queue.actor.send({ type: 'CONFIGURE', field: { limits: { maxCount: 2 } } });
    expect(queue.actor.getSnapshot()).toBe(before);
    queue.actor.send({ type: 'CONFIGURE', field: { limits: { maxCount: 3 } } });
    expect(queue.actor.getSnapshot().context.field.limits).toEqual({ maxCount: 3 });
  });

  it('treats a chunk time-out as a resumable network interruption (issue 14)', async () => {
    server.failNext('sendChunk', new ApiError('timeout', 'no progress for 30000 ms', { url: '/u' }));
    const { queue, messages } = queueWith();
    queue.add([sourceFile('slow.txt', 'abcdefghij')]);
    await until(() => statuses(queue)[0] === 'failed');
    expect(messages).toEqual([{ type: 'error', content: 'slow.txt: Upload interrupted, network abnormal' }]);
    queue.retry('u1');
    await until(() => statuses(queue)[0] === 'done');
    expect(server.files[0]?.name).toBe('slow.txt');
  });
});
