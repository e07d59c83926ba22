import { createActor, waitFor } from 'xstate';
import { ApiError, setLocale } from '..';
import { UploadErrorType, type ChunkRequest } from '.';
import {
  type FileUploadEmitted,
  type FileUploadInput,
  fileUploadMachine,
  type FileUploadSnapshot,
  uploadActors,
  uploadedBytes,
  uploadIssue,
  uploadStatus,
} from './internal';
import {
  fakeUploadServer,
  md5Of,
  sourceFile,
  until,
  type FakeUploadServer,
} from '../../test/upload/upload.fakes';

const CONTENT = 'abcdefghij'; // 10 bytes: chunks of 4 → 3 requests
const BYTES = new TextEncoder().encode(CONTENT);
const MD5 = md5Of(BYTES);

let server: FakeUploadServer;
const running: { stop(): void }[] = [];
beforeEach(() => {
  server = fakeUploadServer();
  setLocale('en_US');
});
// a broken rule must fail its test, not leave an upload running into the next ones
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));
afterAll(() => setLocale('zh_CN'));

function start(input: Partial<FileUploadInput> = {}) {
  const machine = fileUploadMachine.provide({ actors: uploadActors(server.services) });
  const actor = createActor(machine, {
    input: { file: sourceFile('a.txt', CONTENT), chunkSize: 4, hashChunkSize: 4, ...input },
  });
  const emitted: FileUploadEmitted[] = [];
  actor.on('upload.done', (event) => emitted.push(event));
  actor.on('upload.failed', (event) => emitted.push(event));
  actor.start();
  running.push(actor);
  return { actor, emitted };
}

const isSettled = (snapshot: FileUploadSnapshot) => snapshot.matches('done') || snapshot.matches('failed');
const settle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, isSettled, { timeout: 2000 });
const chunkIndices = () =>
  server.held.filter((call) => call.name === 'sendChunk').map((call) => (call.input as ChunkRequest).index);

describe('fileUploadMachine', () => {
  it('hashes, pre-checks, asks for known chunks, sends every chunk and ends with the file', async () => {
    const { actor, emitted } = start({ secretLevel: 2, params: { module: 'crm' } });
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('done');
    expect(snapshot.output).toEqual({ fileId: '1', name: 'a.txt', size: 10, md5: MD5, secretLevel: 2 });
    expect(server.log).toEqual([
      'hashFile',
      'preUploadCheck',
      'chunkUpCheck',
      'sendChunk',
      'sendChunk',
      'sendChunk',
    ]);
    expect(server.files[0]?.md5).toBe(MD5);
    expect(emitted).toEqual([{ type: 'upload.done', file: snapshot.output }]);
    expect(uploadStatus(snapshot)).toBe('done');
  });

  it('reports hashing progress, then upload progress counting the chunk in flight', async () => {
    server.hold('hashFile');
    server.hold('sendChunk');
    const { actor } = start();
    await until(() => server.held.length === 1);
    expect(uploadStatus(actor.getSnapshot())).toBe('hashing');
    server.held[0]?.proceed();
    await until(() => server.held.length === 2);
    expect(actor.getSnapshot().context.hashedBytes).toBe(10);
    expect(actor.getSnapshot().context.md5).toBe(MD5);
    server.held[1]?.proceed();
    await until(() => server.held.length === 3);
    // chunk 0 confirmed (4 bytes); chunk 1 not yet started
    expect(uploadedBytes(actor.getSnapshot().context)).toBe(4);
    expect(uploadStatus(actor.getSnapshot())).toBe('uploading');
  });

  it('sends only the chunks the server lacks', async () => {
    server.preload({ fileMd5: MD5, fileSize: 10 }, { 0: BYTES.slice(0, 4), 2: BYTES.slice(8) });
    server.hold('sendChunk');
    const { actor } = start();
    await until(() => server.held.length === 1);
    expect(chunkIndices()).toEqual([1]);
    server.held[0]?.proceed();
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('done');
    expect(server.log.filter((name) => name === 'sendChunk')).toHaveLength(1);
  });

  it('sends the last chunk again when the server holds all chunks but no file', async () => {
    server.preload(
      { fileMd5: MD5, fileSize: 10 },
      { 0: BYTES.slice(0, 4), 1: BYTES.slice(4, 8), 2: BYTES.slice(8) },
    );
    server.hold('sendChunk');
    const { actor } = start();
    await until(() => server.held.length === 1);
    expect(chunkIndices()).toEqual([2]);
    server.held[0]?.proceed();
    expect((await settle(actor)).value).toBe('done');
  });

  it('fails with an API error when every chunk arrived and the server still has no file', async () => {
    const original = server.services.sendChunk;
    server.services.sendChunk = async (request, options) => {
      await original({ ...request, fileMd5: request.fileMd5 }, options).catch(() => undefined);
      return { complete: false };
    };
    const { actor } = start();
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toEqual(uploadIssue(UploadErrorType.ApiError));
  });

  it('waits in queued until START when it does not start by itself', async () => {
    const { actor } = start({ autoStart: false });
    expect(actor.getSnapshot().value).toBe('queued');
    expect(uploadStatus(actor.getSnapshot())).toBe('waiting');
    expect(server.log).toEqual([]);
    actor.send({ type: 'START' });
    expect(uploadStatus(actor.getSnapshot())).toBe('hashing');
    expect((await settle(actor)).value).toBe('done');
  });

  it('fails at once with the rejection of the checks, and a retry does not cure it', () => {
    const rejection = uploadIssue(UploadErrorType.TooLarge, { maxSize: 5 });
    const { actor, emitted } = start({ rejection });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual(rejection);
    expect(emitted).toEqual([{ type: 'upload.failed', issue: rejection }]);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(server.log).toEqual([]);
  });

  it('fails with -4 when the file cannot be read, and a retry hashes again', async () => {
    server.failNext('hashFile', new DOMException('unreadable', 'NotReadableError'));
    const { actor, emitted } = start();
    const failed = await settle(actor);
    expect(failed.context.error).toEqual({ type: -4, message: 'MD5 parse failed, file read error' });
    expect(emitted[0]).toEqual({ type: 'upload.failed', issue: failed.context.error });
    actor.send({ type: 'RETRY' });
    expect((await settle(actor)).value).toBe('done');
    expect(server.log.filter((name) => name === 'hashFile')).toHaveLength(2);
  });

  it.each([
    [8, 'Secret level check failed, please upload again'],
    [300, 'Sensitive word detected'],
  ])('maps a pre-check refusal with code %p to its type, not retryable', async (code, message) => {
    server.failNext('preUploadCheck', new ApiError('server', 'refused', { url: '/pre', code }));
    const { actor } = start();
    const snapshot = await settle(actor);
    expect(snapshot.context.error).toEqual({ type: code, message });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('fails with -3 and the server message when chunkUpCheck is refused', async () => {
    server.failNext('chunkUpCheck', new ApiError('server', 'Quota exceeded', { url: '/c', code: 500 }));
    const { actor } = start();
    expect((await settle(actor)).context.error).toEqual({ type: -3, message: 'Quota exceeded' });
  });

  it('resumes after a network interruption from the chunks the server confirmed', async () => {
    server.hold('sendChunk');
    const { actor } = start();
    await until(() => server.held.length === 1);
    server.held[0]?.proceed();
    await until(() => server.held.length === 2);
    server.held[1]?.fail(new ApiError('network', 'socket hang up', { url: '/upload' }));
    const failed = await settle(actor);
    expect(failed.context.error).toEqual({ type: -1, message: 'Upload interrupted, network abnormal' });
    expect(failed.context.confirmed).toEqual([0]);
    expect(failed.context.sendingBytes).toBe(0);

    actor.send({ type: 'RETRY' });
    await until(() => server.held.length === 3);
    expect(chunkIndices()).toEqual([0, 1, 1]);
    expect(server.log.slice(-3)).toEqual(['preUploadCheck', 'chunkUpCheck', 'sendChunk']);
    expect(server.log.filter((name) => name === 'hashFile')).toHaveLength(1);
    server.held[2]?.proceed();
    await until(() => server.held.length === 4);
    server.held[3]?.proceed();
    const done = await settle(actor);
    expect(done.value).toBe('done');
    expect(server.files[0]?.md5).toBe(MD5);
  });

  it.each(['hashFile', 'preUploadCheck', 'chunkUpCheck', 'sendChunk'] as const)(
    'cancels during %s with type 5 and aborts the call in flight',
    async (name) => {
      server.hold(name);
      const { actor, emitted } = start();
      await until(() => server.held.length === 1);
      const call = server.held[0];
      actor.send({ type: 'CANCEL' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('failed');
      expect(snapshot.context.error).toEqual({ type: 5, message: 'Upload cancelled' });
      expect(call?.signal?.aborted).toBe(true);
      expect(emitted).toEqual([{ type: 'upload.failed', issue: snapshot.context.error }]);
      expect(server.files).toEqual([]);
    },
  );

  it('cancels while queued, and a retry queues again', async () => {
    const { actor } = start({ autoStart: false });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.error?.type).toBe(5);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('queued');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('ignores CANCEL once done', async () => {
    const { actor } = start();
    await settle(actor);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  describe('re-upload', () => {
    it('commits the new content to the replaced file id', async () => {
      const { actor } = start({ replaceFileId: '77' });
      const snapshot = await settle(actor);
      expect(snapshot.output).toMatchObject({ fileId: '77', name: 'a.txt', md5: MD5 });
      expect(server.log.at(-1)).toBe('reUpload');
    });

    it('retries only the commit when the commit failed', async () => {
      server.failNext('reUpload', new ApiError('http', 'HTTP 502', { url: '/re' }));
      const { actor } = start({ replaceFileId: '77' });
      const failed = await settle(actor);
      expect(failed.context.error?.type).toBe(-3);
      const sent = server.log.length;
      actor.send({ type: 'RETRY' });
      expect((await settle(actor)).output?.fileId).toBe('77');
      expect(server.log.slice(sent)).toEqual(['reUpload']);
    });

    it('cancels during the commit', async () => {
      server.hold('reUpload');
      const { actor } = start({ replaceFileId: '77' });
      await until(() => server.held.length === 1);
      expect(uploadStatus(actor.getSnapshot())).toBe('checking');
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().context.error?.type).toBe(5);
      expect(server.held[0]?.signal?.aborted).toBe(true);
    });
  });
});
