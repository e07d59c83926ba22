import { ApiError, setLocale } from '..';
import { createUploadQueue, type UploadMessage, type UploadQueueOptions, type UploadedFile } from '.';
import { fakeUploadServer, sourceFile, until, type FakeUploadServer } from './upload.fakes';

let server: FakeUploadServer;
const queues: { dispose(): void }[] = [];
beforeEach(() => {
  server = fakeUploadServer();
  setLocale('en_US');
});
afterEach(() => queues.splice(0).forEach((queue) => queue.dispose()));
afterAll(() => setLocale('zh_CN'));

function queueWith(options: Partial<UploadQueueOptions> = {}) {
  let id = 0;
  const queue = createUploadQueue({
    services: server.services,
    chunkSize: 4,
    hashChunkSize: 4,
    newId: () => `u${(id += 1)}`,
    ...options,
  });
  queues.push(queue);
  const messages: UploadMessage[] = [];
  const changes: UploadedFile[][] = [];
  queue.onMessage((message) => messages.push(message));
  queue.onChange((files) => changes.push(files));
  return { queue, messages, changes };
}

const statuses = (queue: ReturnType<typeof queueWith>['queue']) =>
  queue.getSnapshot().items.map((item) => item.status);
const existing: UploadedFile = { fileId: '9', name: 'old.pdf', size: 3, options: ['download', 'delete'] };

describe('createUploadQueue', () => {
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
    const issues = queue.add([
      sourceFile('virus.exe', 'x'),
      sourceFile('empty.txt', ''),
      sourceFile('ok.txt', 'y'),
      sourceFile('more.txt', 'z'),
    ]);
    expect(issues.map((issue) => issue?.type)).toEqual([3, 7, undefined, undefined]);
    expect(messages).toEqual([
      { type: 'error', content: 'virus.exe: exe files are forbidden to upload' },
      { type: 'error', content: 'empty.txt: File size cannot be 0' },
    ]);
    expect(queue.getSnapshot().items.map((item) => item.name)).toEqual(['old.pdf', 'ok.txt', 'more.txt']);
  });

  it('refuses a selection that would go over maxCount whole, with one count message (issue 14)', () => {
    const { queue, messages } = queueWith({ limits: { maxCount: 2 } });
    server.hold('hashFile');
    const issues = queue.add(['a', 'b', 'c'].map((name) => sourceFile(`${name}.txt`, name)));
    expect(issues.map((issue) => issue?.type)).toEqual([1, 1, 1]);
    expect(messages).toEqual([{ type: 'error', content: 'File count cannot exceed 2' }]);
    expect(queue.getSnapshot().items).toEqual([]);
  });

  it('counts the total of what the field holds against totalMaxSize', () => {
    const { queue } = queueWith({
      limits: { totalMaxSize: 1 },
      initial: [{ ...existing, size: 1024 * 1024 }],
    });
    expect(queue.add([sourceFile('a.txt', 'x')])[0]?.type).toBe(4);
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
    expect(queue.reupload('file:9', sourceFile('new.pdf', 'new content'))).toBeUndefined();
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
    expect(queue.reupload('file:9', sourceFile('x.exe', 'x'))?.type).toBe(3);
    expect(messages).toHaveLength(1);
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
});
