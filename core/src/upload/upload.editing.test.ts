import { createActor, waitFor } from 'xstate';
import { ApiError, setLocale } from '..';
import {
  connectUpload,
  uploadFieldActors,
  uploadMachine,
  uploadTexts,
  type FileOperationServices,
  type UploadedFile,
  type UploadView,
} from '.';
import type { UploadEmitted } from './upload.machine';
import { parseEditUrl } from './upload.operations.logic';
import { connectEnv } from '../shared/connect';
import { fakeUploadServer } from '../../test/upload/upload.fakes';

beforeEach(() => setLocale('en_US'));
afterAll(() => setLocale('zh_CN'));

describe('parseEditUrl (spec 7 getEditUrlWithAuth, opened only when safeUrl accepts it)', () => {
  it.each([
    ['https://office.example.com/edit?token=1', 'https://office.example.com/edit?token=1'],
    [{ url: '/editor?token=2' }, '/editor?token=2'],
    [{ editUrl: ' https://o.example.com/e ' }, 'https://o.example.com/e'],
    ['java' + 'script:alert(1)', undefined],
    [{ url: 'data:text/html,<script>x</script>' }, undefined],
    ['/\\evil.example.com', undefined],
    [42, undefined],
    [null, undefined],
  ])('%p opens %p', (data, url) => {
    expect(parseEditUrl(data)).toBe(url);
  });
});

const OPTIONS = ['download', 'edit', 'rename', 'delete', 'editSecLevel'];
const doc = (fileId: string, name = `${fileId}.docx`, extra: Partial<UploadedFile> = {}): UploadedFile => ({
  fileId,
  name,
  size: 5,
  secretLevel: 1,
  options: OPTIONS,
  ...extra,
});
const levels = [
  { id: 1, name: 'Public', isDefault: true },
  { id: 2, name: 'Internal' },
];

function field(initial: UploadedFile[], ops: Partial<FileOperationServices>, withLevels = true) {
  const server = fakeUploadServer();
  const actor = createActor(
    uploadMachine.provide({
      actors: uploadFieldActors({ ...server.services, ...ops }, () => Promise.resolve({})),
    }),
    { input: { initial, settings: {}, field: withLevels ? { secretLevelOptions: levels } : {} } },
  ).start();
  const emitted: UploadEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event as UploadEmitted));
  const env = connectEnv(uploadTexts, 'en_US', 'desktop');
  const view = (): UploadView => connectUpload(actor.getSnapshot(), actor.send, env);
  return { actor, view, emitted };
}

describe('online edit', () => {
  it('is offered on editable office documents that the server lets edit', () => {
    const { view } = field(
      [
        doc('a'),
        doc('b', 'b.xlsx'),
        doc('c', 'c.pptx'),
        doc('d', 'd.csv'),
        doc('e', 'e.png'),
        doc('f', 'f.docx', { options: ['download'] }),
        doc('g', 'g.docx', { fileStatus: 1 }),
      ],
      {},
    );
    expect(view().items.map((item) => item.canEdit)).toEqual([true, true, true, false, false, false, false]);
    expect(view().items[0]?.actions.map((action) => action.key)).toContain('edit');
    expect(view().items[0]?.actions.find((action) => action.key === 'edit')?.label).toBe('Edit online');
  });

  it('asks for the editor address and emits it to be opened; a refusal comes as a message', async () => {
    const editUrl = jest.fn(async (file: UploadedFile) => `/editor?file=${file.fileId}`);
    const { view, emitted } = field([doc('a')], { editUrl });
    expect(view().runAction('edit', 'file:a')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(editUrl).toHaveBeenCalledWith(doc('a'), expect.anything());
    expect(emitted).toContainEqual({ type: 'open', url: '/editor?file=a' });

    const refused = field([doc('a')], {
      editUrl: () =>
        Promise.reject(new ApiError('server', 'editing not allowed', { url: '/api', code: 403 })),
    });
    refused.view().openEditor('file:a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refused.emitted).toContainEqual({
      type: 'message',
      message: { type: 'error', content: 'The online editor could not open: editing not allowed' },
    });
    expect(refused.emitted.some((event) => event.type === 'open')).toBe(false);
  });
});

describe('secret level of several files (fileEditSecLevels)', () => {
  it('offers the rows whose level may change for selection, without batch download', () => {
    const { view } = field([doc('a'), doc('b')], {});
    expect(view().batch).toMatchObject({ available: true, downloadAvailable: false });
    expect(view().items.every((item) => item.selectable)).toBe(true);
    expect(field([doc('a')], {}, false).view().batch.available).toBe(false);
  });

  it('changes the chosen files in one call, then tells how many changed', async () => {
    const editSecretLevels = jest.fn(async (files: readonly UploadedFile[], secretLevel: number) =>
      files.map((file) => ({ ...file, secretLevel })),
    );
    const { actor, view, emitted } = field([doc('a'), doc('b'), doc('c')], { editSecretLevels });
    view().select(['file:a', 'file:c'], true);
    expect(view().batch.secretLevel).toMatchObject({ label: 'Set secret level (2)', canApply: true });
    view().batch.secretLevel.apply(2);
    expect(view().batch.secretLevel).toMatchObject({ saving: true, canApply: false });
    await waitFor(actor, (s) => s.context.levelIds.length === 0);
    expect(editSecretLevels).toHaveBeenCalledWith([doc('a'), doc('c')], 2, undefined);
    expect(view().items.map((item) => item.secretLevelName)).toEqual(['Internal', 'Public', 'Internal']);
    expect(emitted).toContainEqual({
      type: 'message',
      message: { type: 'info', content: 'Secret level changed for 2 files' },
    });
    expect(emitted.filter((event) => event.type === 'change')).toHaveLength(1);
  });

  it('leaves the files as they were when the server refuses, and says why', async () => {
    const { actor, view, emitted } = field([doc('a')], {
      editSecretLevels: () =>
        Promise.reject(new ApiError('server', 'secret level check failed', { url: '/api', code: 8 })),
    });
    view().select(['file:a'], true);
    view().batch.secretLevel.apply(2);
    await waitFor(actor, (s) => s.context.levelIds.length === 0);
    expect(view().items[0]).toMatchObject({ secretLevelName: 'Public', saving: false });
    expect(emitted.at(-1)).toEqual({
      type: 'message',
      message: { type: 'error', content: expect.stringMatching(/^The secret level was not changed: /) },
    });
  });
});
