import { createActor } from 'xstate';
import { setLocale } from '..';
import {
  connectUpload,
  uploadMachine,
  uploadTexts,
  UploadErrorType,
  type UploadItem,
  type UploadViewOptions,
  type UploadViewState,
} from '.';
import { acceptAttribute, mobileSourceInput, uploadIssue, uploadView } from './internal';
import type { UploadEvent } from './internal';
import { connectEnv } from '../shared/connect';
import { sourceFile } from '../../test/upload/upload.fakes';

beforeEach(() => setLocale('en_US'));
afterAll(() => setLocale('zh_CN'));

const ALL_OPTIONS = ['download', 'delete', 'rename', 'reupload', 'editSecLevel'];
const doneItem = (over: Partial<UploadItem> = {}): UploadItem => ({
  id: 'file:1',
  name: 'report.pdf',
  size: 1536,
  status: 'done',
  hashedBytes: 0,
  uploadedBytes: 1536,
  file: { fileId: '1', name: 'report.pdf', size: 1536, options: ALL_OPTIONS },
  ...over,
});
const state = (items: UploadItem[], overall = { loaded: 0, total: 0, active: false }): UploadViewState => ({
  items,
  overall,
});
const env = connectEnv(uploadTexts, 'en_US', 'desktop');
const sent: UploadEvent[] = [];
const send = (event: UploadEvent) => void sent.push(event);
const view = (items: UploadItem[], options: Partial<UploadViewOptions> = {}) =>
  uploadView(
    state(items),
    { platform: 'desktop', secretLevelOptions: [{ id: 1, name: 'Public' }], ...options },
    send,
    env,
  );

describe('connectUpload', () => {
  it('labels size, status and progress of every row', () => {
    const rows = view([
      doneItem(),
      doneItem({ id: 'u1', status: 'hashing', hashedBytes: 512, uploadedBytes: 0, file: undefined }),
      doneItem({ id: 'u2', status: 'uploading', uploadedBytes: 768, file: undefined }),
      doneItem({ id: 'u3', status: 'waiting', uploadedBytes: 0, file: undefined }),
      doneItem({ id: 'u4', status: 'checking', uploadedBytes: 0, file: undefined }),
    ]).items;
    expect(rows.map((row) => [row.sizeLabel, row.percent, row.statusText])).toEqual([
      ['1.50KB', 100, 'Uploaded'],
      ['1.50KB', 33, 'Reading file 33%'],
      ['1.50KB', 50, 'Uploading 50%'],
      ['1.50KB', 0, 'Waiting'],
      ['1.50KB', 0, 'Checking'],
    ]);
  });

  it('offers the actions of each status in an editable field', () => {
    const [done, running, cancelled, refused] = view([
      doneItem(),
      doneItem({ id: 'u1', status: 'uploading', file: undefined }),
      doneItem({
        id: 'u2',
        status: 'failed',
        error: uploadIssue(UploadErrorType.Cancelled),
        file: undefined,
      }),
      doneItem({
        id: 'u3',
        status: 'failed',
        error: uploadIssue(UploadErrorType.SensitiveWord),
        file: undefined,
      }),
    ]).items;
    const actions = (row: typeof done) =>
      Object.entries(row ?? {})
        .filter(([key, value]) => key.startsWith('can') && value === true)
        .map(([key]) => key);
    expect(actions(done)).toEqual([
      'canRemove',
      'canRename',
      'canReupload',
      'canDownload',
      'canEditSecretLevel',
    ]);
    expect(actions(running)).toEqual(['canCancel']);
    expect(actions(cancelled)).toEqual(['canRetry', 'canRemove']);
    expect(actions(refused)).toEqual(['canRemove']);
    expect(refused?.error).toBe('Sensitive word detected');
    expect(done?.actions.map((action) => action.key)).toEqual([
      'download',
      'rename',
      'reupload',
      'editSecretLevel',
      'remove',
    ]);
    expect(cancelled?.actions).toEqual([
      { key: 'retry', label: 'Retry' },
      { key: 'remove', label: 'Delete' },
    ]);
  });

  it('follows the server options of a file', () => {
    const [row] = view([
      doneItem({ file: { fileId: '1', name: 'a.pdf', size: 1, options: ['download'] } }),
    ]).items;
    expect(row).toMatchObject({
      canDownload: true,
      canRemove: false,
      canRename: false,
      canReupload: false,
      canEditSecretLevel: false,
    });
  });

  it('offers no secret-level edit without levels to choose', () => {
    expect(
      view([doneItem()], { secretLevelOptions: [{ id: 1, name: 'x', canceled: true }] }).items[0]
        ?.canEditSecretLevel,
    ).toBe(false);
  });

  it('offers only download in read-only mode and nothing in hidden mode', () => {
    const readOnly = view([doneItem()], { mode: 'readOnly' });
    expect(readOnly.readOnly).toBe(true);
    expect(readOnly.canAdd).toBe(false);
    expect(readOnly.items[0]).toMatchObject({ canDownload: true, canRemove: false, canRename: false });
    expect(view([], { mode: 'hidden' }).hidden).toBe(true);
    expect(view([], { mode: 'required' })).toMatchObject({ required: true, canAdd: true });
  });

  it('builds download and image URLs by platform', () => {
    const image = doneItem({
      name: 'p.PNG',
      file: { fileId: '7', name: 'p.PNG', size: 1, options: ALL_OPTIONS },
    });
    expect(view([image]).items[0]).toMatchObject({
      isImage: true,
      downloadUrl: '/api/file/dl?fileId=7',
      previewUrl: '/api/file/preview?fileId=7&type=redirect',
      thumbnailUrl: '/api/file/preview?fileId=7&type=redirect&imgFormat=small',
    });
    expect(view([image], { platform: 'mobile', appShell: true }).items[0]).toMatchObject({
      downloadUrl: '/api/app/file/dl?fileId=7',
      previewUrl: '/api/app/file/preview?fileId=7&type=redirect&imgFormat=imagePreview',
    });
    expect(view([image], { loginFree: true }).items[0]?.downloadUrl).toBe('/papi/file/dl?fileId=7');
    expect(view([doneItem()]).items[0]?.isImage).toBe(false);
  });

  it('refuses downloads by the rules of spec 6 and in the mobile app when sysAppDownload is off', () => {
    expect(view([doneItem()], { settings: { sysFormatBlacks: 'pdf' } }).items[0]?.canDownload).toBe(false);
    expect(
      view([doneItem()], { platform: 'mobile', settings: { sysAppDownload: false } }).items[0]?.downloadUrl,
    ).toBeUndefined();
  });

  it('drops files below the form secret level (spec 5)', () => {
    const items = [1, 2, 3].map((level) =>
      doneItem({
        id: `file:${level}`,
        file: { fileId: String(level), name: 'a', size: 1, secretLevel: level },
      }),
    );
    expect(view(items, { formSecretLevel: 2 }).items.map((row) => row.id)).toEqual(['file:2', 'file:3']);
    expect(view(items, { formSecretLevel: 2 }).items[0]?.secretLevelName).toBeUndefined();
    expect(view(items).items[0]?.secretLevelName).toBe('Public');
  });

  it('stops adding once maxCount files are held', () => {
    expect(view([doneItem()], { limits: { maxCount: 1 } })).toMatchObject({
      canAdd: false,
      maxCountReached: true,
    });
    expect(view([doneItem({ status: 'failed' })], { limits: { maxCount: 1 } }).canAdd).toBe(true);
  });

  it('shows the custom upload message when on, else the size limit', () => {
    expect(
      view([], { settings: { sysUploadCustomMsgEnable: true, sysUploadCustomMsg: 'Ask IT first' } }).hint,
    ).toBe('Ask IT first');
    expect(view([], { limits: { maxSize: 20 }, settings: { sysMaxSingleUploadSize: 10 } }).hint).toBe(
      'Up to 10MB per file',
    );
    expect(view([]).hint).toBe('');
  });

  it('gives the thumbnail size of the platform (spec 9)', () => {
    expect(view([]).thumbnailSize).toBe(100);
    expect(view([], { platform: 'mobile' }).thumbnailSize).toBe(70);
  });

  it('reports overall progress, shown only for more than one file (issue 12)', () => {
    const running = doneItem({ id: 'u1', status: 'uploading', file: undefined });
    const progress = { loaded: 1, total: 4, active: true };
    const one = uploadView(state([running], progress), { platform: 'desktop' }, send, env).overall;
    expect(one).toEqual({ active: true, visible: false, percent: 25, label: 'Overall 25%' });
    const two = uploadView(
      state([running, { ...running, id: 'u2' }], progress),
      { platform: 'desktop' },
      send,
      env,
    );
    expect(two.overall.visible).toBe(true);
  });

  it('gives the empty text of a read-only field and hides the hint there (issue 12)', () => {
    expect(view([], { mode: 'readOnly', limits: { maxSize: 5 } })).toMatchObject({
      emptyText: 'No attachments',
      hint: '',
    });
    expect(view([doneItem()], { mode: 'readOnly' }).emptyText).toBe('');
    expect(view([], { limits: { maxSize: 5 } })).toMatchObject({ emptyText: '', hint: 'Up to 5MB per file' });
  });

  it('takes images only in the image list unless the field says otherwise (spec 5)', () => {
    expect(view([], { imagesOnly: true }).accept).toContain('.png');
    expect(view([], { imagesOnly: true, limits: { accept: ['pdf'] } }).accept).toBe('.pdf');
    expect(view([]).accept).toBe('');
  });

  it('starts a secret-level change from the file level, else the default option, on both platforms', () => {
    const levels = [
      { id: 1, name: 'Public' },
      { id: 2, name: 'Internal', isDefault: true },
    ];
    const bare = doneItem({ file: { fileId: '1', name: 'a.pdf', size: 1, options: ALL_OPTIONS } });
    const held = doneItem({
      file: { fileId: '1', name: 'a.pdf', size: 1, options: ALL_OPTIONS, secretLevel: 1 },
    });
    for (const platform of ['desktop', 'mobile'] as const) {
      const [fresh, kept] = view([bare, { ...held, id: 'h' }], {
        platform,
        secretLevelOptions: levels,
      }).items;
      expect([fresh?.initialSecretLevel, kept?.initialSecretLevel]).toEqual([2, 1]);
    }
  });

  it('offers the mobile sources, camera and video taking one file (spec 9)', () => {
    const sources = view([], { platform: 'mobile' }).sources;
    expect(sources.map((source) => [source.key, source.label, source.multiple])).toEqual([
      ['camera', 'Take photo', false],
      ['video', 'Record video', false],
      ['album', 'Choose from album', true],
      ['file', 'Choose file', true],
    ]);
    expect(view([], { platform: 'mobile', limits: { maxCount: 1 } }).sources.some((s) => s.multiple)).toBe(
      false,
    );
  });

  it('sends intents to the machine as events', async () => {
    sent.length = 0;
    const row = view([doneItem()]);
    const file = sourceFile('a.txt', 'x');
    row.add([file]);
    row.cancel('u1');
    expect(row.runAction('remove', 'file:1')).toBe(true);
    expect(row.runAction('rename', 'file:1')).toBe(false);
    const renamed = row.rename('file:1', 'b.pdf');
    expect(sent.map((event) => event.type)).toEqual(['ADD', 'CANCEL', 'REMOVE', 'RENAME']);
    const rename = sent[3] as Extract<UploadEvent, { type: 'RENAME' }>;
    rename.reply?.('refused');
    await expect(renamed).resolves.toBe('refused');
  });

  it('connects a machine snapshot with the env of the render', () => {
    const actor = createActor(uploadMachine, {
      input: { settings: {}, initial: [doneItem().file!], field: { mode: 'readOnly' } },
    }).start();
    const mobile = connectUpload(actor.getSnapshot(), actor.send, connectEnv(uploadTexts, 'zh_CN', 'mobile'));
    expect(mobile).toMatchObject({ readOnly: true, thumbnailSize: 70 });
    expect(mobile.items[0]?.statusText).toBe('上传成功');
    actor.stop();
  });
});

describe('mobileSourceInput (spec 9 sources)', () => {
  it.each([
    ['camera', { accept: 'image/*', capture: 'environment' }],
    ['video', { accept: 'video/*', capture: 'environment' }],
    ['album', { accept: 'image/*,video/*' }],
    ['file', { accept: '.pdf' }],
  ] as const)('%s opens %p', (source, input) => {
    expect(mobileSourceInput(source, '.pdf')).toEqual(input);
  });
});

describe('acceptAttribute', () => {
  it.each([
    [{ accept: ['PNG', 'jpg'] }, {}, '.png,.jpg'],
    [{}, { sysFormatWhitesEnable: true, sysFormatWhites: 'pdf;docx' }, '.pdf,.docx'],
    [{}, { sysFormatWhitesEnable: true, sysFormatWhites: '*' }, ''],
    [{}, { sysFormatWhitesEnable: false, sysFormatWhites: 'pdf' }, ''],
  ])('limits %p with settings %p accept %p', (limits, settings, accept) => {
    expect(acceptAttribute(limits, settings)).toBe(accept);
  });
});
