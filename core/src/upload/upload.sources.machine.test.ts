import { createActor, waitFor } from 'xstate';
import { ApiError, setLocale } from '..';
import {
  connectUpload,
  uploadFieldActors,
  uploadMachine,
  uploadTexts,
  type FileSourceServices,
  type UploadedFile,
  type UploadView,
} from '.';
import type { UploadEmitted, UploadFieldOptions } from './upload.machine';
import { connectEnv } from '../shared/connect';
import { fakeUploadServer } from '../../test/upload/upload.fakes';

beforeEach(() => setLocale('en_US'));
afterAll(() => setLocale('zh_CN'));

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const held: UploadedFile = { fileId: 'a', name: 'a.txt', size: 3 };

function field(ops: Partial<FileSourceServices>, options: UploadFieldOptions = {}) {
  const server = fakeUploadServer();
  const actor = createActor(
    uploadMachine.provide({
      actors: uploadFieldActors({ ...server.services, ...ops }, () => Promise.resolve({})),
    }),
    { input: { initial: [held], settings: {}, field: { allowRemote: true, allowPaste: true, ...options } } },
  ).start();
  const emitted: UploadEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event as UploadEmitted));
  const env = connectEnv(uploadTexts, 'en_US', 'desktop');
  const view = (): UploadView => connectUpload(actor.getSnapshot(), actor.send, env);
  return { actor, view, emitted };
}

const settled = (actor: ReturnType<typeof field>['actor']) =>
  waitFor(actor, (snapshot) => Object.keys(snapshot.context.sources).length === 0);

describe('add from a link (spec 7 remote download)', () => {
  it('adds the file the server fetched and tells the value', async () => {
    const uploadFromUrl = jest.fn(async (_url: string, _options?: { key?: string }) => ({
      fileId: 'r',
      name: 'handbook.txt',
      size: 9,
    }));
    const { actor, view, emitted } = field({ uploadFromUrl });
    expect(view().remote).toMatchObject({ available: true, actionLabel: 'Add from link' });
    const refusal = await view().remote.submit(' https://files.example.com/handbook.txt ');
    expect(refusal).toBeUndefined();
    await settled(actor);
    expect(uploadFromUrl).toHaveBeenCalledWith('https://files.example.com/handbook.txt', expect.anything());
    expect(uploadFromUrl.mock.calls[0]?.[1]).toMatchObject({ key: expect.stringMatching(/^src-/) });
    expect(view().items.map((item) => item.name)).toEqual(['a.txt', 'handbook.txt']);
    expect(emitted).toContainEqual({
      type: 'change',
      files: [held, expect.objectContaining({ fileId: 'r' })],
    });
    expect(emitted).toContainEqual({
      type: 'message',
      message: { type: 'info', content: 'handbook.txt added' },
    });
  });

  it.each([
    ['an empty link', '  ', 'Enter the link of the file'],
    ['a script link', ['java', 'script:alert(1)'].join(''), expect.stringMatching(/^Only http or https/)],
    ['a link with credentials', 'https://u:p@files.example.com/x.txt', expect.stringMatching(/^Only http/)],
    ['a same-origin path', '/api/file/dl?fileId=1', expect.stringMatching(/^Only http/)],
  ])('refuses %s without a call', async (_case, url, message) => {
    const uploadFromUrl = jest.fn();
    const { view } = field({ uploadFromUrl });
    expect(await view().remote.submit(url)).toEqual(message);
    expect(uploadFromUrl).not.toHaveBeenCalled();
  });

  it('refuses a link to a type the lists forbid, and more files than the field takes', async () => {
    const uploadFromUrl = jest.fn();
    const { view } = field({ uploadFromUrl }, { limits: { accept: ['pdf'] } });
    expect(await view().remote.submit('https://files.example.com/tool.exe')).toMatch(/exe/);
    const full = field({ uploadFromUrl }, { limits: { maxCount: 1 } });
    expect(full.view().remote.available).toBe(false);
    expect(await full.view().remote.submit('https://files.example.com/a.pdf')).toMatch(/cannot exceed 1/);
    expect(uploadFromUrl).not.toHaveBeenCalled();
  });

  it("hands the server's refusal to the dialog and adds nothing", async () => {
    const uploadFromUrl = jest.fn(() =>
      Promise.reject(new ApiError('server', 'remote file not found', { url: '/x', code: 404 })),
    );
    const { actor, view } = field({ uploadFromUrl });
    expect(await view().remote.submit('https://files.example.com/none.txt')).toBe('remote file not found');
    await settled(actor);
    expect(view().items).toHaveLength(1);
  });

  it('is not offered unless the field asks for it, nor when read-only', () => {
    expect(field({}, { allowRemote: false }).view().remote.available).toBe(false);
    expect(field({}, { mode: 'readOnly' }).view().remote.available).toBe(false);
    expect(field({}, { mode: 'readOnly' }).view().paste.available).toBe(false);
  });
});

describe('pasted pictures (spec 7 base upload)', () => {
  it('sends the picture under a dated name and adds the stored file', async () => {
    const uploadBase64 = jest.fn(async (_data: string, name: string) => ({ fileId: 'p', name, size: 68 }));
    const { actor, view } = field({ uploadBase64 });
    view().paste.pasteImage(PNG);
    await settled(actor);
    const [dataUrl, name] = uploadBase64.mock.calls[0] ?? [];
    expect(dataUrl).toBe(PNG);
    expect(name).toMatch(/^Pasted picture-\d{6}\.png$/);
    expect(view().items.map((item) => item.fileId)).toEqual(['a', 'p']);
  });

  it('refuses another type, and a picture larger than the limit, with a message', () => {
    const uploadBase64 = jest.fn();
    const { view, emitted } = field({ uploadBase64 });
    view().paste.pasteImage('data:image/svg+xml;base64,PHN2Zz4=');
    const big = `data:image/png;base64,${'A'.repeat(4 * 800 * 1024)}`;
    view().paste.pasteImage(big);
    expect(uploadBase64).not.toHaveBeenCalled();
    expect(emitted).toEqual([
      {
        type: 'message',
        message: { type: 'error', content: 'Only PNG, JPEG, GIF or WebP pictures can be pasted' },
      },
      { type: 'message', message: { type: 'error', content: 'A pasted picture cannot exceed 2MB' } },
    ]);
  });

  it("tells the server's refusal as a message", async () => {
    const uploadBase64 = jest.fn(() =>
      Promise.reject(new ApiError('server', 'not a picture', { url: '/x', code: 400 })),
    );
    const { actor, view, emitted } = field({ uploadBase64 });
    view().paste.pasteImage(PNG);
    await settled(actor);
    expect(emitted).toContainEqual({
      type: 'message',
      message: { type: 'error', content: 'Not added: not a picture' },
    });
    expect(view().items).toHaveLength(1);
  });
});

describe('the document a referenced file comes from (spec 7 getInfoByRefOrDoc, queryDocName)', () => {
  const referenced: UploadedFile = { fileId: 'r1', name: 'plan.docx', size: 4, refId: 'ref-1' };
  const plan = { docId: 'doc-1', name: 'Plan 2026', folderName: 'Project files' };

  function withDoc(ops: Partial<FileSourceServices>, files: UploadedFile[] = [referenced]) {
    const built = field(ops);
    built.actor.send({ type: 'VALUE.SET', files });
    return built;
  }
  const docOf = (view: UploadView, name: string) => view.items.find((item) => item.name === name)?.document;
  const idle = (actor: ReturnType<typeof field>['actor']) =>
    waitFor(actor, (snapshot) =>
      Object.values(snapshot.context.docs).every((doc) => doc.status !== 'loading'),
    );

  it('asks nothing until the row shows, then shows the name and folder', async () => {
    const docOfFile = jest.fn(async () => plan);
    const docNames = jest.fn(async () => []);
    const { actor, view } = withDoc({ docOfFile, docNames }, [held, referenced]);
    expect(docOf(view(), 'a.txt')).toBeUndefined();
    expect(docOf(view(), 'plan.docx')).toMatchObject({ status: 'idle', text: '' });
    expect(docOfFile).not.toHaveBeenCalled();
    docOf(view(), 'plan.docx')?.load();
    expect(docOf(view(), 'plan.docx')).toMatchObject({ status: 'loading', text: 'Loading the document…' });
    // a second render's load (StrictMode) asks nothing more
    docOf(view(), 'plan.docx')?.load();
    await idle(actor);
    expect(docOfFile).toHaveBeenCalledTimes(1);
    expect(docOfFile).toHaveBeenCalledWith({ refId: 'ref-1' }, expect.anything());
    expect(docNames).not.toHaveBeenCalled();
    expect(docOf(view(), 'plan.docx')).toMatchObject({
      status: 'ready',
      text: 'Document: Plan 2026 · Project files',
      name: 'Plan 2026',
      folderName: 'Project files',
    });
  });

  it('completes a bare answer with queryDocName, and keeps it when that call fails', async () => {
    const docOfFile = jest.fn(async () => ({ docId: 'doc-1' }));
    const { actor, view } = withDoc({ docOfFile, docNames: async () => [plan] });
    view().items[0]?.document?.load();
    await idle(actor);
    expect(view().items[0]?.document?.text).toBe('Document: Plan 2026 · Project files');

    const failing = withDoc({ docOfFile, docNames: () => Promise.reject(new Error('down')) });
    failing.view().items[0]?.document?.load();
    await idle(failing.actor);
    expect(failing.view().items[0]?.document).toMatchObject({
      status: 'ready',
      text: 'Document: Untitled document',
    });
  });

  it('looks a file up by its document id when it has no reference', async () => {
    const docOfFile = jest.fn(async () => ({ docId: 'doc-1', name: 'Plan 2026' }));
    const docNames = jest.fn(async () => []);
    const { actor, view } = withDoc({ docOfFile, docNames }, [
      { fileId: 'd', name: 'd.pdf', size: 1, docId: 'doc-1' },
    ]);
    view().items[0]?.document?.load();
    await idle(actor);
    expect(docOfFile).toHaveBeenCalledWith({ docId: 'doc-1' }, expect.anything());
    expect(docNames).toHaveBeenCalledWith(['doc-1'], expect.anything());
    expect(view().items[0]?.document?.text).toBe('Document: Plan 2026');
  });

  it('shows a failure with a retry, and drops the line when the server knows no document', async () => {
    const docOfFile = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError('server', 'no permission to read the document', {
          url: '/api/file/getInfoByRefOrDoc',
          code: 403,
        }),
      )
      .mockResolvedValueOnce(undefined);
    const { actor, view } = withDoc({ docOfFile, docNames: async () => [] });
    view().items[0]?.document?.load();
    await idle(actor);
    const failed = view().items[0]?.document;
    expect(failed).toMatchObject({ status: 'failed', retryLabel: 'Retry' });
    expect(failed?.text).toMatch(/^The document could not be loaded: /);
    failed?.load();
    await idle(actor);
    expect(docOfFile).toHaveBeenCalledTimes(2);
    expect(view().items[0]?.document).toBeUndefined();
  });
});
